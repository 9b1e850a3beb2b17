import { describe, expect, it } from 'vitest'
import { youtubeEmbedUrl, youtubeVideoId } from './youtube.ts'

describe('youtubeVideoId', () => {
	it.each([
		['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
		[
			'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42',
			'dQw4w9WgXcQ',
		],
		['https://m.youtube.com/watch?v=a_b-c_d-e_f', 'a_b-c_d-e_f'],
		['https://youtu.be/dQw4w9WgXcQ?si=tracking', 'dQw4w9WgXcQ'],
		['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
		['https://www.youtube.com/embed/dQw4w9WgXcQ?start=10', 'dQw4w9WgXcQ'],
		['https://www.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
		['  https://www.youtube.com/watch?v=dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
	])('reads %s', (link, id) => {
		expect(youtubeVideoId(link)).toBe(id)
	})

	it.each([
		['an id one character short', 'https://www.youtube.com/watch?v=dQw4w9WgXc'],
		[
			'an id one character long',
			'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
		],
		['a forbidden character', 'https://youtu.be/dQw4w9WgX!Q'],
		['another host', 'https://vimeo.com/watch?v=dQw4w9WgXcQ'],
		[
			'a look-alike host',
			'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
		],
		['a channel page', 'https://www.youtube.com/@brandline'],
		['a javascript: link', 'javascript:alert(1)//youtu.be/dQw4w9WgXcQ'],
		['not a URL', 'dQw4w9WgXcQ'],
		['nothing', ''],
	])('shows no video for %s', (_case, link) => {
		expect(youtubeVideoId(link)).toBeUndefined()
	})

	it('embeds through the privacy-enhanced domain', () => {
		expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe(
			'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
		)
	})
})
