import { signIn } from './admin-journey.ts'
import { expect, test, type Page } from './fixtures.ts'

/**
 * Import from WordPress (issue 24): through the same /admin/import as Ghost, an editor uploads a
 * WXR file (the format is told from the file), sees the preview (counts, WordPress categories and
 * their categories), confirms, lands on the import's status page (which reloads itself, no script
 * needed, until the import is done), reads the report (shortcodes counted, images that could not be
 * copied listed), and the old permalink and `/?p=` address answer 301 to the new article. Hostile
 * XML is refused with the reason. JavaScript on and off; the two projects share one site, so the
 * second import of the file updates what the first made. No outside network: the old site's
 * images cannot be fetched, and the report says so.
 */
const item = ({
	id,
	title,
	slug,
	date,
	category,
	content,
}: {
	id: number
	title: string
	slug: string
	date: string
	category: [string, string]
	content: string
}) => `<item>
<title><![CDATA[${title}]]></title>
<link>https://old-blog.invalid/${date.slice(0, 10).replaceAll('-', '/')}/${slug}/</link>
<dc:creator><![CDATA[mara]]></dc:creator>
<content:encoded><![CDATA[${content}]]></content:encoded>
<excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>${id}</wp:post_id>
<wp:post_date><![CDATA[${date}]]></wp:post_date>
<wp:post_date_gmt><![CDATA[${date}]]></wp:post_date_gmt>
<wp:post_name><![CDATA[${slug}]]></wp:post_name>
<wp:status><![CDATA[publish]]></wp:status>
<wp:post_type><![CDATA[post]]></wp:post_type>
<category domain="category" nicename="${category[0]}"><![CDATA[${category[1]}]]></category>
<category domain="post_tag" nicename="replies"><![CDATA[Replies]]></category>
</item>`

const wxr = Buffer.from(`<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
<title>Mara Writes</title>
<wp:wxr_version>1.2</wp:wxr_version>
<wp:base_site_url>https://old-blog.invalid</wp:base_site_url>
<wp:base_blog_url>https://old-blog.invalid</wp:base_blog_url>
<wp:author><wp:author_login><![CDATA[mara]]></wp:author_login><wp:author_display_name><![CDATA[Mara Lindqvist]]></wp:author_display_name></wp:author>
${item({
	id: 7101,
	title: 'The reply is the brand',
	slug: 'the-reply-is-the-brand',
	date: '2024-02-03 08:00:00',
	category: ['personal-branding', 'Personal Branding'],
	content: `Most people meet you in a reply before they read anything you wrote on purpose.

[caption id="attachment_1" width="800"]<img src="https://old-blog.invalid/wp-content/uploads/reply.jpg" alt="A reply thread" /> Where first impressions happen now.[/caption]

[contact-form-7 id="9" title="Say hello"]

Answer the question that was asked, name the person, and leave them better off than the thread found them.`,
})}
${item({
	id: 7102,
	title: 'Office hours, not a funnel',
	slug: 'office-hours',
	date: '2024-03-09 08:00:00',
	category: ['community', 'Community'],
	content:
		'Once a month I open my calendar for thirty-minute calls with anyone who asks. It has done more for my reputation than any launch.',
})}
</channel>
</rss>
`)

async function upload(page: Page, buffer: Buffer) {
	await page.getByLabel('Export file').setInputFiles({
		name: 'mara-writes.WordPress.xml',
		mimeType: 'application/xml',
		buffer,
	})
	await page
		.getByLabel('The old site’s address')
		.fill('https://old-blog.invalid')
	await page.getByRole('button', { name: 'Upload and preview' }).click()
}

test('upload a WordPress export, preview it, import it and follow its old addresses', async ({
	page,
}) => {
	await signIn(page, '/admin/import')
	await expect(
		page.getByRole('heading', {
			name: 'Import from Ghost or WordPress',
			level: 1,
		}),
	).toBeVisible()
	await upload(page, wxr)

	await expect(
		page.getByRole('heading', { name: 'WordPress import: preview', level: 1 }),
	).toBeVisible()
	await expect(page.getByText(/WordPress WXR 1\.2/)).toBeVisible()
	const counts = page.getByRole('region', { name: 'What the file holds' })
	await expect(counts.getByText('Posts', { exact: true })).toBeVisible()
	// A WordPress category of ours is mapped already; the editor maps another.
	await expect(
		page.getByLabel('Category for the WordPress category Personal Branding'),
	).toHaveValue('personal-branding')
	await page
		.getByLabel('Category for the WordPress category Community')
		.selectOption('audience-growth')
	await page
		.getByRole('button', { name: /Confirm and import|Import again/ })
		.click()

	// The confirmation answers at once, on the import's status page: a small file is done within a
	// refresh or two (the Ghost journey watches the progress bar of a longer one).
	await expect(page).toHaveURL(/\/admin\/import\/\w+$/)
	await expect(
		page.getByRole('heading', { name: 'WordPress import: done', level: 1 }),
	).toBeVisible({ timeout: 30_000 })
	const report = page.getByRole('region', { name: 'Report' })
	await expect(report.getByText('Imported', { exact: true })).toBeVisible()
	await expect(
		report.getByText(/WordPress shortcodes: 1 made into/),
	).toBeVisible()
	await expect(report.getByText(/1 removed/)).toBeVisible()
	await expect(
		report.getByText(/Images that could not be copied/),
	).toBeVisible()

	// The old permalink and the /?p= address answer 301; the browser lands on the article.
	for (const old of ['/2024/02/03/the-reply-is-the-brand/', '/?p=7101']) {
		const response = await page.request.get(old, { maxRedirects: 0 })
		expect(response.status(), old).toBe(301)
		expect(response.headers().location).toBe('/article/the-reply-is-the-brand')
	}
	await page.goto('/2024/02/03/the-reply-is-the-brand/')
	await expect(
		page.getByRole('heading', { name: 'The reply is the brand', level: 1 }),
	).toBeVisible()
	await expect(
		page.getByText(/Answer the question that was asked/),
	).toBeVisible()
	await expect(page.getByText(/contact-form-7/)).toHaveCount(0)
})

test('a WordPress file that declares entities is refused with the reason', async ({
	page,
}) => {
	await signIn(page, '/admin/import')
	await upload(
		page,
		Buffer.from(
			'<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;">]><rss><channel><title>&lol1;</title></channel></rss>',
		),
	)
	await expect(page.getByText(/declares a DOCTYPE/)).toBeVisible()
	await expect(
		page.getByRole('heading', {
			name: 'Import from Ghost or WordPress',
			level: 1,
		}),
	).toBeVisible()
})
