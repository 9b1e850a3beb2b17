/**
 * The editor's preview (issue 9): unsaved markdown through the site's sanitising renderer, over
 * HTTP on the production server (the admin middleware and the cross-site guard included), and
 * the editors' Preview button without JavaScript, which must save nothing.
 */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { routeArgs } from '../helpers/route-args.ts'
import { testSite } from '../helpers/site.ts'
import { action as previewAction } from '#app/routes/admin.markdown-preview.ts'
import {
	Article,
	ArticleBody,
	GuestPost,
	ImageRecord,
} from '#app/server/models/index.ts'
import { LIMITS } from '#app/server/coordination/rate-limit.server.ts'

const site = testSite('markdown_preview')

const HOSTILE = [
	'## Section',
	'',
	'**Bold** words and a [safe link](https://example.com/read).',
	'',
	"<script>alert('owned')</script>",
	'',
	'<img src=x onerror="alert(1)">',
	'',
	'[click me](javascript:alert(1))',
].join('\n')

async function preview(
	body: unknown,
	{
		cookie = true,
		reader = 1,
		headers = {},
	}: {
		cookie?: boolean
		reader?: number
		headers?: Record<string, string>
	} = {},
) {
	return site().request('/admin/markdown-preview', {
		method: 'POST',
		reader,
		headers: {
			'content-type': 'application/json',
			...(cookie ? { cookie: await site().adminCookie() } : {}),
			...headers,
		},
		body: typeof body === 'string' ? body : JSON.stringify(body),
	})
}

/** The text of an input or textarea named `name` in a page (what the browser would show). */
function fieldValue(html: string, name: string): string | undefined {
	const input =
		new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html) ??
		new RegExp(`<input[^>]*value="([^"]*)"[^>]*name="${name}"`).exec(html)
	if (input) return decode(input[1]!)
	const textarea = new RegExp(
		`<textarea[^>]*name="${name}"[^>]*>([\\s\\S]*?)</textarea>`,
	).exec(html)
	return textarea ? decode(textarea[1]!) : undefined
}

function decode(text: string): string {
	return text
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&quot;/g, '"')
		.replace(/&#x27;|&#39;/g, "'")
		.replace(/&amp;/g, '&')
}

/** The preview panel's rendered HTML in a page. */
function previewPanel(html: string): string {
	const start = html.indexOf('data-testid="markdown-preview"')
	expect(start, 'the page shows a preview').toBeGreaterThan(-1)
	return html.slice(start, html.indexOf('</section>', start))
}

async function png(): Promise<File> {
	const bytes = await sharp({
		create: { width: 48, height: 32, channels: 3, background: '#1f6f8b' },
	})
		.png()
		.toBuffer()
	return new File([new Uint8Array(bytes)], 'cover.png', { type: 'image/png' })
}

describe('POST /admin/markdown-preview', () => {
	it("renders with the site's sanitising renderer: markup kept, scripts, handlers and javascript: links dropped; never cached", async () => {
		const response = await preview({ content: HOSTILE })
		expect(response.status).toBe(200)
		expect(response.headers.get('cache-control')).toBe('private, no-store')
		const { html } = (await response.json()) as { html: string }
		expect(html).toContain('<h2>Section</h2>')
		expect(html).toContain('<strong>Bold</strong>')
		expect(html).toContain(
			'<a href="https://example.com/read" target="_blank" rel="noopener noreferrer">safe link</a>',
		)
		expect(html).not.toMatch(/<script|onerror|javascript:|alert\('owned'\)/i)
	})

	it('shows images from other sites as links (labelled in the guest-post editor), ours as images', async () => {
		const content =
			'![A stage](https://images.example.net/stage.jpg)\n\n![Ours](/public-objects/seed/cover.webp)'
		const { html } = (await (
			await preview({ content, externalImagesAsLinks: true })
		).json()) as { html: string }
		expect(html).toContain('<a href="https://images.example.net/stage.jpg"')
		expect(html).toContain('External image: A stage')
		expect(html).toContain('<img src="/public-objects/seed/cover.webp"')
		const article = (await (await preview({ content })).json()) as {
			html: string
		}
		// An editor's preview loads nothing from elsewhere either (decision 054): saving copies the
		// image into our storage; until then it is a link.
		expect(article.html).toContain(
			'<a href="https://images.example.net/stage.jpg"',
		)
		expect(article.html).not.toContain('<img src="https://')
	})

	it('is refused without the admin session: the sign-in page, and no preview', async () => {
		const response = await preview({ content: '**Bold**' }, { cookie: false })
		expect(response.status).toBe(302)
		expect(response.headers.get('location')).toBe(
			'/admin?redirectTo=%2Fadmin%2Fmarkdown-preview',
		)
		expect(await response.text()).not.toContain('<strong>')
	})

	it('is refused from another site even with the session (the cross-site guard)', async () => {
		const response = await preview(
			{ content: '**Bold**' },
			{ headers: { origin: 'https://attacker.example' } },
		)
		expect(response.status).toBe(403)
		expect(await response.text()).not.toContain('<strong>')
	})

	it("refuses what is not JSON, text over the article's limit, and a body over the cap; GET is not a preview", async () => {
		expect(
			(
				await preview('content=**Bold**', {
					headers: { 'content-type': 'application/x-www-form-urlencoded' },
				})
			).status,
		).toBe(415)
		const tooLong = await preview({ content: 'a'.repeat(100_001) })
		expect(tooLong.status).toBe(400)
		expect(await tooLong.json()).toMatchObject({
			message: 'Article content is too long',
		})
		// A body over the cap, whatever Content-Length says (the route module itself: over HTTP the server may close the connection early).
		const huge = JSON.stringify({ content: 'é'.repeat(200_000) })
		const request = new Request('http://localhost/admin/markdown-preview', {
			method: 'POST',
			headers: { 'content-type': 'application/json', 'content-length': '10' },
			body: huge,
		})
		expect(
			(await previewAction(routeArgs(request, {}, '198.51.100.90'))).status,
		).toBe(413)
		expect((await preview({})).status).toBe(400)
		const get = await site().request('/admin/markdown-preview', {
			headers: { cookie: await site().adminCookie() },
		})
		expect(get.status).toBe(405)
	})

	it("limits each client to the 'preview' rule a minute: the requests past it answer 429 with Retry-After", async () => {
		// The route module itself (the limit counts in this test's database), at the real limit.
		const left = 60_000 - (Date.now() % 60_000)
		// The window is aligned to the clock: start clear of its end, so the burst falls in one window.
		if (left < 15_000)
			await new Promise(resolve => setTimeout(resolve, left + 50))
		const call = (clientIp: string) =>
			previewAction(
				routeArgs(
					new Request('http://localhost/admin/markdown-preview', {
						method: 'POST',
						headers: { 'content-type': 'application/json' },
						body: JSON.stringify({ content: '*x*' }),
					}),
					{},
					clientIp,
				),
			)
		const answers = await Promise.all(
			Array.from({ length: LIMITS.preview.points + 10 }, () =>
				call('198.51.100.77'),
			),
		)
		expect(answers.filter(answer => answer.status === 200)).toHaveLength(
			LIMITS.preview.points,
		)
		const refused = answers.filter(answer => answer.status === 429)
		expect(refused).toHaveLength(10)
		expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0)
		// Another client is not affected.
		expect((await call('198.51.100.78')).status).toBe(200)
	})
})

describe('the Preview button without JavaScript', () => {
	it('the article editor renders the content, returns every value (an uploaded image as its stored path) and saves nothing', async () => {
		const id = 'three-topic-rule'
		const before = await Article.findById(id).lean()
		const bodyBefore = await ArticleBody.findById(id).lean()
		const imagesBefore = await ImageRecord.countDocuments()
		const content = `${HOSTILE}\n\nEnough words to pass the minimum length of an article's content, written for the preview only.`
		const form = new FormData()
		const values: Record<string, string> = {
			version: String(before!.version ?? 0),
			headline: 'A headline typed but not saved',
			author: before!.author,
			category: before!.category,
			summary: 'A summary typed but not saved.',
			content,
			imageUrl: before!.imageUrl ?? '',
			imageCredit: 'Typed credit',
			status: before!.status ?? 'published',
			slug: before!.slug ?? '',
			publishedAt: '',
			youtubeUrl: '',
			intent: 'preview',
		}
		for (const [name, value] of Object.entries(values)) form.set(name, value)
		form.set('imageUrlFile', await png())

		const response = await site().request(`/admin/article/${id}`, {
			method: 'POST',
			headers: { cookie: await site().adminCookie() },
			body: form,
		})
		expect(response.status).toBe(200)
		const page = await response.text()
		const shown = previewPanel(page)
		expect(shown).toContain('<strong>Bold</strong>')
		expect(shown).not.toMatch(/<script|onerror|javascript:/i)
		expect(page).not.toContain("<script>alert('owned')</script>")
		expect(fieldValue(page, 'headline')).toBe('A headline typed but not saved')
		expect(fieldValue(page, 'summary')).toBe('A summary typed but not saved.')
		expect(fieldValue(page, 'imageCredit')).toBe('Typed credit')
		// A form sends its line breaks as CRLF (so does a browser); the textarea shows them as breaks.
		expect(fieldValue(page, 'content')?.replace(/\r\n/g, '\n')).toBe(content)
		// The chosen file was stored (a file input cannot be filled again) and comes back as the image's path.
		const imagePath = fieldValue(page, 'imageUrl')
		expect(imagePath).toMatch(/^\/public-objects\/uploads\//)
		expect(await ImageRecord.countDocuments()).toBe(imagesBefore + 1)

		const after = await Article.findById(id).lean()
		expect(after).toMatchObject({
			headline: before!.headline,
			summary: before!.summary,
			imageCredit: before!.imageCredit,
		})
		expect(after!.imageUrl).toBe(before!.imageUrl)
		expect(after!.version).toBe(before!.version)
		expect(after!.updatedAt).toEqual(before!.updatedAt)
		expect((await ArticleBody.findById(id).lean())!.content).toBe(
			bodyBefore!.content,
		)
	})

	it('the article editor previews even a form that would not save, with its messages, and saves nothing', async () => {
		const id = 'three-topic-rule'
		const before = await Article.findById(id).lean()
		const form = new FormData()
		for (const [name, value] of Object.entries({
			version: String(before!.version ?? 0),
			headline: '',
			author: before!.author,
			category: before!.category,
			summary: 'S',
			content: 'Too *short*',
			intent: 'preview',
		})) {
			form.set(name, value)
		}
		const response = await site().request(`/admin/article/${id}`, {
			method: 'POST',
			headers: { cookie: await site().adminCookie() },
			body: form,
		})
		expect(response.status).toBe(200)
		const page = await response.text()
		expect(previewPanel(page)).toContain('<em>short</em>')
		expect(page).toContain('Article content must be at least 100 characters')
		expect(fieldValue(page, 'content')).toBe('Too *short*')
		expect((await Article.findById(id).lean())!.headline).toBe(before!.headline)
	})

	it("the guest-post editor (whose form also carries intent=save) previews a contributor's text and saves nothing", async () => {
		const post = await GuestPost.findOne().lean()
		expect(post).not.toBeNull()
		const form = new FormData()
		const content = `${"A contributor's paragraph, long enough to pass. ".repeat(4)}\n\n![Their photo](https://images.example.net/photo.jpg)`
		for (const [name, value] of Object.entries({
			intent: 'save',
			authorName: post!.authorName,
			email: post!.email,
			category: post!.category,
			headline: 'Edited in review, not saved',
			content,
			imageUrl: post!.imageUrl ?? '',
		})) {
			form.append(name, value)
		}
		// The submitter's own value comes after the hidden one.
		form.append('intent', 'preview')
		const response = await site().request(
			`/admin/guest-post/${post!._id}?mode=edit`,
			{
				method: 'POST',
				headers: { cookie: await site().adminCookie() },
				body: form,
			},
		)
		expect(response.status).toBe(200)
		const page = await response.text()
		expect(previewPanel(page)).toContain('External image: Their photo')
		expect(fieldValue(page, 'headline')).toBe('Edited in review, not saved')
		const after = await GuestPost.findById(post!._id).lean()
		expect(after!.headline).toBe(post!.headline)
		expect(after!.content).toBe(post!.content)
	})
})
