import sharp from 'sharp'
import { fillOwnerSignIn } from './admin-password.ts'
import { expect, test, type Page, waitForEnhancement } from './fixtures.ts'

/**
 * The image field (issue 8): upload and URL tabs, drag and drop, click and keyboard, previews,
 * per-file errors, progress for large files, alt text asked (required with a main image), and a
 * plain file input without JavaScript. Real image files, made here by sharp.
 */

const CONTENT =
	"**Problem** Our partners could not tell which of our services mattered, so every first meeting was spent explaining the catalogue instead of the client's problem. " +
	'Proposals were long, generic and slow to write.\n\n' +
	'**Solution** We chose the one outcome we deliver better than anyone and rebuilt the first meeting around a single story that proves it. ' +
	'Meetings got shorter, proposals got sharper, and within two quarters our conversion from first meeting to signed work went up by half, ' +
	'because every proposal now starts from the same proven spine.'

/** A small real PNG of one colour. */
function smallPng(colour: string): Promise<Buffer> {
	return sharp({
		create: { width: 96, height: 64, channels: 3, background: colour },
	})
		.png()
		.toBuffer()
}

/** A large real PNG: a smooth gradient stored uncompressed (3 bytes a pixel), so it is big to send but small once re-encoded. */
function largePng(width: number, height: number): Promise<Buffer> {
	const pixels = Buffer.alloc(width * height * 3)
	for (let y = 0; y < height; y += 1) {
		for (let x = 0; x < width; x += 1) {
			const at = (y * width + x) * 3
			pixels[at] = (x * 255) / width
			pixels[at + 1] = (y * 255) / height
			pixels[at + 2] = 128
		}
	}
	return sharp(pixels, { raw: { width, height, channels: 3 } })
		.png({ compressionLevel: 0 })
		.toBuffer()
}

async function fillGuestPost(page: Page, headline: string) {
	const form = page.locator('form#guest-post')
	await form.getByLabel('Author name').fill('Lena Ortiz')
	await form.getByLabel('Email').fill('lena.ortiz@example.com')
	await form.getByLabel('Category').selectOption('guest-contributions')
	await form.getByLabel('Headline').fill(headline)
	await form.getByLabel('Content').fill(CONTENT)
	await form.getByLabel(/I agree to the/).check()
}

/** Drops files on an element as a browser would after a drag from the desktop. */
async function dropFiles(
	page: Page,
	target: ReturnType<Page['locator']>,
	files: { name: string; type: string; bytes: Buffer }[],
) {
	const payload = files.map(file => ({
		name: file.name,
		type: file.type,
		data: file.bytes.toString('base64'),
	}))
	const transfer = await page.evaluateHandle(items => {
		const data = new DataTransfer()
		for (const item of items) {
			const bytes = Uint8Array.from(atob(item.data), character =>
				character.charCodeAt(0),
			)
			data.items.add(new File([bytes], item.name, { type: item.type }))
		}
		return data
	}, payload)
	const element = await target.elementHandle()
	await element.dispatchEvent('dragenter', { dataTransfer: transfer })
	await element.dispatchEvent('dragover', { dataTransfer: transfer })
	await element.dispatchEvent('drop', { dataTransfer: transfer })
}

async function signIn(page: Page) {
	await page.goto('/admin')
	await fillOwnerSignIn(page)
	await page.getByRole('button', { name: 'LOGIN' }).click()
	await expect(
		page.getByRole('heading', { name: 'Content Management' }),
	).toBeVisible()
}

async function storedGuestPost(page: Page, headline: string) {
	await signIn(page)
	const posts = (await (await page.request.get('/api/guest-posts')).json()) as {
		headline: string
		imageUrl?: string
		imageAlt?: string
		imageUrls?: string[]
	}[]
	return posts.find(post => post.headline === headline)
}

test.describe('the image field with JavaScript', () => {
	test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the enhanced field')

	test('keyboard opens the chooser, the file is previewed and uploaded; drops add several; alt text is asked and kept', async ({
		page,
	}, testInfo) => {
		const headline = `Image field ${testInfo.project.name} ${Date.now()}`
		await page.goto('/guest-post')
		await waitForEnhancement(page)
		await fillGuestPost(page, headline)
		const main = page.getByRole('group', { name: 'Main image (optional)' })
		await expect(
			main.getByRole('tab', { name: 'Upload File' }),
		).toHaveAttribute('aria-selected', 'true')

		// The drop area is a button: Enter opens the browser's file chooser.
		const dropArea = main.getByRole('button', {
			name: /Drag and drop an image here/,
		})
		await dropArea.focus()
		const [chooser] = await Promise.all([
			page.waitForEvent('filechooser'),
			page.keyboard.press('Enter'),
		])
		await chooser.setFiles({
			name: 'portrait.png',
			mimeType: 'image/png',
			buffer: await smallPng('#1d4e89'),
		})
		await expect(
			page.getByText('Image uploaded!', { exact: true }),
		).toBeVisible()
		const preview = main.getByRole('img', {
			name: 'Main image (optional) preview',
		})
		await expect(preview).toHaveAttribute('src', /^\/public-objects\/uploads\//)
		await expect(
			main.getByRole('button', { name: 'Remove image' }),
		).toBeVisible()
		await expect(main.getByText('Replace Image')).toBeVisible()

		// The alt text is asked for once there is an image: the form refuses to go without it.
		await page.getByRole('button', { name: 'SUBMIT ARTICLE' }).click()
		await expect(
			main.getByText('Describe the main image for readers who cannot see it'),
		).toBeVisible()
		await expect(
			page.getByRole('heading', { name: 'Submission Received!' }),
		).toHaveCount(0)
		await main.getByLabel(/Alt text/).fill('Lena Ortiz at her desk, smiling')

		// Two files dragged from the desktop onto the additional images: both previewed and kept.
		const more = page.getByRole('group', {
			name: 'Additional images (optional)',
		})
		await dropFiles(
			page,
			more.getByRole('button', { name: /Drag and drop images here/ }),
			[
				{
					name: 'one.png',
					type: 'image/png',
					bytes: await smallPng('#b4232c'),
				},
				{
					name: 'two.png',
					type: 'image/png',
					bytes: await smallPng('#2f6b3a'),
				},
			],
		)
		await expect(more.getByRole('img', { name: /^Image \d$/ })).toHaveCount(2)

		await page.getByRole('button', { name: 'SUBMIT ARTICLE' }).click()
		await expect(
			page.getByRole('heading', { name: 'Submission Received!' }),
		).toBeVisible()
		const stored = await storedGuestPost(page, headline)
		expect(stored).toMatchObject({
			imageAlt: 'Lena Ortiz at her desk, smiling',
		})
		expect(stored!.imageUrl).toMatch(/^\/public-objects\/uploads\//)
		expect(stored!.imageUrls).toHaveLength(2)
	})

	test('each refused file keeps its own error while the others upload', async ({
		page,
	}) => {
		await page.goto('/guest-post')
		await waitForEnhancement(page)
		const more = page.getByRole('group', {
			name: 'Additional images (optional)',
		})
		await dropFiles(
			page,
			more.getByRole('button', { name: /Drag and drop images here/ }),
			[
				{
					name: 'fine.png',
					type: 'image/png',
					bytes: await smallPng('#333333'),
				},
				{
					name: 'drawing.svg',
					type: 'image/svg+xml',
					bytes: Buffer.from(
						'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
					),
				},
				{
					name: 'notes.txt',
					type: 'text/plain',
					bytes: Buffer.from('not a picture'),
				},
				{
					name: 'huge.png',
					type: 'image/png',
					bytes: Buffer.alloc(5 * 1024 * 1024 + 1024),
				},
			],
		)
		const files = more.getByRole('list', { name: 'Files' })
		await expect(
			files.getByRole('listitem').filter({ hasText: 'drawing.svg' }),
		).toContainText('Please upload an image file (JPG, PNG, GIF, WebP)')
		await expect(
			files.getByRole('listitem').filter({ hasText: 'notes.txt' }),
		).toContainText('Please upload an image file (JPG, PNG, GIF, WebP)')
		await expect(
			files.getByRole('listitem').filter({ hasText: 'huge.png' }),
		).toContainText('Image must be smaller than 5MB')
		await expect(more.getByRole('img', { name: 'Image 1' })).toBeVisible()
		await expect(more.getByRole('img', { name: 'Image 2' })).toHaveCount(0)
		// A refusal can be dismissed.
		await files.getByRole('button', { name: 'Dismiss notes.txt' }).click()
		await expect(
			files.getByRole('listitem').filter({ hasText: 'notes.txt' }),
		).toHaveCount(0)
	})

	test('a large file shows its preview and its progress while it uploads', async ({
		page,
	}) => {
		await page.goto('/guest-post')
		// The upload widget is JavaScript's: before hydration the field is the plain file input.
		await waitForEnhancement(page)
		// A slow uplink (about 2 Mbit/s), so a 3 MB file takes a while to send.
		const cdp = await page.context().newCDPSession(page)
		await cdp.send('Network.enable')
		await cdp.send('Network.emulateNetworkConditions', {
			offline: false,
			latency: 20,
			downloadThroughput: -1,
			uploadThroughput: 256 * 1024,
		})
		const big = await largePng(1100, 1000)
		expect(big.length).toBeGreaterThan(3_000_000)
		expect(big.length).toBeLessThan(5 * 1024 * 1024)
		const main = page.getByRole('group', { name: 'Main image (optional)' })
		await main
			.locator('input[type="file"]')
			.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big })
		const progress = main.getByRole('progressbar', {
			name: 'Uploading big.png',
		})
		await expect(progress).toBeVisible()
		await expect(main.getByText('Uploading image...')).toBeVisible()
		// The local preview is there before the upload ends.
		await expect(
			main.getByRole('img', { name: 'Main image (optional) preview' }),
		).toHaveAttribute('src', /^blob:/)
		await expect
			.poll(async () => Number(await progress.getAttribute('value')), {
				timeout: 60_000,
			})
			.toBeGreaterThan(0)
		await cdp.send('Network.emulateNetworkConditions', {
			offline: false,
			latency: 0,
			downloadThroughput: -1,
			uploadThroughput: -1,
		})
		await expect(
			main.getByRole('img', { name: 'Main image (optional) preview' }),
		).toHaveAttribute('src', /^\/public-objects\/uploads\//, {
			timeout: 120_000,
		})
		await expect(progress).toHaveCount(0)
	})

	test('the URL tab takes an address, and explains an empty or invalid one', async ({
		page,
	}) => {
		await page.goto('/guest-post')
		await waitForEnhancement(page)
		const main = page.getByRole('group', { name: 'Main image (optional)' })
		await main.getByRole('tab', { name: 'From URL' }).click()
		await expect(main.getByRole('tabpanel')).toBeVisible()
		await main.getByRole('button', { name: 'Add URL' }).click()
		await expect(page.getByText('URL required', { exact: true })).toBeVisible()
		await main.getByLabel('Image URL').fill('not a url')
		await main.getByRole('button', { name: 'Add URL' }).click()
		await expect(page.getByText('Invalid URL', { exact: true })).toBeVisible()
		await main
			.getByLabel('Image URL')
			.fill('https://images.example.com/cover.jpg')
		await main.getByRole('button', { name: 'Add URL' }).click()
		// Pages draw images from our own origin only: an address elsewhere is named until the form stores a copy.
		await expect(main.getByText('Image from another site')).toBeVisible()
		await expect(
			main.getByText('https://images.example.com/cover.jpg'),
		).toBeVisible()
		await expect(
			main.locator('input[type="hidden"][name="imageUrl"]'),
		).toHaveValue('https://images.example.com/cover.jpg')
	})
})

test.describe('the image field without JavaScript', () => {
	test.skip(({ javaScriptEnabled }) => javaScriptEnabled, 'the plain inputs')

	test('a plain file input sends the image with the form; the alt text is required with it, and nothing typed is lost', async ({
		page,
	}, testInfo) => {
		const headline = `Plain image field ${testInfo.project.name} ${Date.now()}`
		await page.goto('/guest-post')
		await fillGuestPost(page, headline)
		const image = {
			name: 'desk.png',
			mimeType: 'image/png',
			buffer: await smallPng('#8a5a00'),
		}
		await page.locator('input[name="imageUrlFile"]').setInputFiles(image)
		await page.locator('input[name="imageUrlsFiles"]').setInputFiles([
			{
				name: 'a.png',
				mimeType: 'image/png',
				buffer: await smallPng('#444444'),
			},
			{
				name: 'b.png',
				mimeType: 'image/png',
				buffer: await smallPng('#666666'),
			},
		])
		await page.getByRole('button', { name: 'SUBMIT ARTICLE' }).click()
		// Refused before any image is stored: the alt text is missing.
		await expect(
			page.getByText('Describe the main image for readers who cannot see it'),
		).toBeVisible()
		await expect(
			page.locator('form#guest-post').getByLabel('Headline'),
		).toHaveValue(headline)

		await page.locator('input[name="imageUrlFile"]').setInputFiles(image)
		await page.getByLabel(/Alt text/).fill('A wooden desk with a notebook')
		await page.getByRole('button', { name: 'SUBMIT ARTICLE' }).click()
		await expect(
			page.getByRole('heading', { name: 'Submission Received!' }),
		).toBeVisible()
		const stored = await storedGuestPost(page, headline)
		expect(stored).toMatchObject({ imageAlt: 'A wooden desk with a notebook' })
		expect(stored!.imageUrl).toMatch(/^\/public-objects\/uploads\//)
	})
})

test.describe("the same field in the admin's editors", () => {
	test('the promotion editor takes an image by drop (JavaScript) or by the plain file input (without)', async ({
		page,
		javaScriptEnabled,
	}, testInfo) => {
		const title = `Image field promo ${testInfo.project.name} ${Date.now()}`
		await signIn(page)
		await page.goto('/admin/promotion/new')
		await page.getByLabel('Title').fill(title)
		await page
			.getByRole('textbox', { name: 'URL', exact: true })
			.fill('https://example.com/offer')
		await page.getByLabel('Description').fill('Shown in the newsletter only.')
		await page.getByLabel('Placement').selectOption('newsletter')
		const field = page.getByRole('group', { name: 'Image' })
		const banner = {
			name: 'banner.png',
			type: 'image/png',
			bytes: await smallPng('#0b6e4f'),
		}
		if (javaScriptEnabled) {
			await dropFiles(
				page,
				field.getByRole('button', { name: /Drag and drop an image here/ }),
				[banner],
			)
			await expect(
				field.getByRole('img', { name: 'Image preview' }),
			).toHaveAttribute('src', /^\/public-objects\/uploads\//)
		} else {
			await page.locator('input[name="imageUrlFile"]').setInputFiles({
				name: banner.name,
				mimeType: banner.type,
				buffer: banner.bytes,
			})
		}
		await page.getByRole('button', { name: 'Create' }).click()
		await expect(
			page.getByText('Promotion created!', { exact: true }),
		).toBeVisible()
		const promotions = (await (
			await page.request.get('/api/promotions')
		).json()) as { id: string; title: string; imageUrl?: string }[]
		const created = promotions.find(promotion => promotion.title === title)
		expect(created?.imageUrl).toMatch(/^\/public-objects\/uploads\//)
		expect((await page.request.head(created!.imageUrl!)).status()).toBe(200)
		expect(
			(await page.request.delete(`/api/promotions/${created!.id}`)).status(),
		).toBe(204)
	})
})
