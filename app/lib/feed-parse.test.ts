import { describe, expect, it } from 'vitest'
import { FeedFormatError, parseFeed } from './feed-parse.ts'
import { cutAtWord, htmlToPlainText, matchingKeywords } from './html-text.ts'

const RSS = `<?xml version="1.0"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
  <title>Leadership Weekly</title>
  <link>https://weekly.example/</link>
  <atom:link href="https://weekly.example/feed" rel="self"/>
  <item>
    <title>Personal branding &amp; the quiet CEO</title>
    <link>https://weekly.example/quiet-ceo</link>
    <description><![CDATA[<p>Why <b>quiet</b> leaders win &ndash; and how.</p><script>alert(1)</script>]]></description>
    <dc:creator>Ada Lane</dc:creator>
    <category>Leadership</category>
    <category>Personal Branding</category>
    <pubDate>Mon, 16 Nov 2026 09:00:00 GMT</pubDate>
  </item>
  <item>
    <title>Relative link</title>
    <link>/relative</link>
    <description>Plain text.</description>
  </item>
  <item><title>No link at all</title><description>x</description></item>
  <item><title>Script link</title><link>javascript:alert(1)</link></item>
</channel>
</rss>`

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title type="text">Creator Notes</title>
  <entry>
    <title type="html">Audience &lt;em&gt;growth&lt;/em&gt; in 2027</title>
    <link rel="alternate" href="https://notes.example/growth"/>
    <link rel="enclosure" href="https://notes.example/growth.mp3"/>
    <author><name>Bo Chen</name></author>
    <category term="audience"/>
    <published>2026-11-20T10:00:00Z</published>
    <summary type="html">&lt;p&gt;Grow an audience.&lt;/p&gt;</summary>
  </entry>
</feed>`

describe('parseFeed', () => {
	it('reads RSS 2.0 items, resolving relative links and leaving out items without a usable link', () => {
		const feed = parseFeed(RSS, { base: 'https://weekly.example/feed' })
		expect(feed.title).toBe('Leadership Weekly')
		expect(feed.items.map(item => item.link)).toEqual([
			'https://weekly.example/quiet-ceo',
			'https://weekly.example/relative',
		])
		expect(feed.items[0]).toMatchObject({
			title: 'Personal branding & the quiet CEO',
			author: 'Ada Lane',
			categories: ['Leadership', 'Personal Branding'],
			publishedAt: new Date('2026-11-16T09:00:00Z'),
		})
		expect(htmlToPlainText(feed.items[0]!.html)).toBe(
			'Why quiet leaders win – and how.',
		)
	})

	it('reads Atom entries', () => {
		const feed = parseFeed(ATOM)
		expect(feed.title).toBe('Creator Notes')
		expect(feed.items).toHaveLength(1)
		expect(feed.items[0]).toMatchObject({
			link: 'https://notes.example/growth',
			author: 'Bo Chen',
			categories: ['audience'],
			publishedAt: new Date('2026-11-20T10:00:00Z'),
		})
		expect(htmlToPlainText(feed.items[0]!.title)).toBe(
			'Audience growth in 2027',
		)
		expect(htmlToPlainText(feed.items[0]!.html)).toBe('Grow an audience.')
	})

	it('takes at most maxItems', () => {
		expect(
			parseFeed(RSS, { base: 'https://weekly.example/', maxItems: 1 }).items,
		).toHaveLength(1)
	})

	it('refuses what is not a feed', () => {
		expect(() => parseFeed('<html><body>Hello</body></html>')).toThrow(
			FeedFormatError,
		)
		expect(() => parseFeed('not xml at all <<<')).toThrow(FeedFormatError)
	})

	it('does not expand entities without bound (billion laughs)', () => {
		const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;"><!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">]><rss><channel><title>&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;</title></channel></rss>`
		const title = (() => {
			try {
				return parseFeed(bomb).title
			} catch {
				return 'refused'
			}
		})()
		expect(title.length).toBeLessThan(200_000)
	})
})

describe('matchingKeywords', () => {
	it('finds words and phrases from the start of a word, whatever the case or punctuation', () => {
		expect(
			matchingKeywords(
				['Personal-Branding for CEOs'],
				['personal branding', 'influence'],
			),
		).toEqual(['personal branding'])
		expect(matchingKeywords(['The influencer economy'], ['influence'])).toEqual(
			['influence'],
		)
		expect(matchingKeywords(['Confluence of ideas'], ['influence'])).toEqual([])
		expect(matchingKeywords(['Influence, at scale'], ['influence'])).toEqual([
			'influence',
		])
	})
})

describe('cutAtWord', () => {
	it('cuts at a word and marks the cut', () => {
		expect(cutAtWord('one two three four', 12)).toBe('one two...')
		expect(cutAtWord('short', 12)).toBe('short')
	})
})
