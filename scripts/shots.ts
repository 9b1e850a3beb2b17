/**
 * `npm run shots`: every reading page of the production build at 360, 768, 1280 and 1920 px,
 * light and dark, JavaScript on and off, as full-page PNGs in one folder with a contact sheet
 * (index.html) to look at them side by side (issue 21, "How to show it"; decision 081).
 *
 *   npm run shots                                   # starts the build on a fresh embedded database
 *   SHOTS_URL=http://127.0.0.1:3000 npm run shots   # photographs a server that is running
 *   SHOTS_DIR=/tmp/shots SHOTS_PAGES=home,newsletter SHOTS_WIDTHS=360,1280 npm run shots
 *
 * Chromium is /usr/bin/chromium unless CHROMIUM_PATH says otherwise. The folder (shots/ by
 * default) is not committed.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { ALL_CATEGORIES } from '../app/content/categories.ts'
import type { RunningServer } from '../tests/helpers/server-process.ts'
import { startLocalBuild, stopLocalBuild } from './local-server.ts'

const root = path.resolve(import.meta.dirname, '..')

const PAGES: { name: string; path: string }[] = [
	{ name: 'home', path: '/' },
	{
		name: 'article',
		path: '/article/reach-method-five-part-system-for-leaders',
	},
	...ALL_CATEGORIES.map(slug => ({
		name: `category-${slug}`,
		path: `/category/${slug}`,
	})),
	{ name: 'search', path: '/search?q=brand' },
	{ name: 'newsletter', path: '/newsletter' },
	{ name: 'authors', path: '/authors' },
	{ name: 'author', path: '/author/claire-ashby' },
	{ name: 'archive', path: '/archive' },
	{ name: 'not-found', path: '/no-such-page' },
	{ name: 'guest-post', path: '/guest-post' },
	{ name: 'free-guide', path: '/free-guide' },
	{ name: 'game', path: '/game-of-influence' },
]
/** Each width with the height of a typical screen of that width (the first viewport). */
const SCREENS = [
	{ width: 360, height: 800 },
	{ width: 768, height: 1024 },
	{ width: 1280, height: 800 },
	{ width: 1920, height: 1080 },
] as const
const THEMES = ['light', 'dark'] as const
const SCRIPTS = [
	{ name: 'js', javaScriptEnabled: true },
	{ name: 'nojs', javaScriptEnabled: false },
] as const

const listed = (name: string) =>
	process.env[name]
		?.split(',')
		.map(item => item.trim())
		.filter(Boolean)
const wantedPages = listed('SHOTS_PAGES')
const wantedWidths = listed('SHOTS_WIDTHS')?.map(Number)
const pages = PAGES.filter(
	page =>
		!wantedPages ||
		wantedPages.some(
			name => page.name === name || page.name.startsWith(`${name}-`),
		),
)
const screens = SCREENS.filter(
	screen => !wantedWidths || wantedWidths.includes(screen.width),
)
const outDir = path.resolve(root, process.env.SHOTS_DIR ?? 'shots')

interface Shot {
	page: string
	path: string
	width: number
	theme: string
	script: string
	file: string
	status: number | null
}

async function photograph(browser: Browser, baseUrl: string): Promise<Shot[]> {
	const shots: Shot[] = []
	for (const script of SCRIPTS) {
		for (const theme of THEMES) {
			for (const screen of screens) {
				const context = await browser.newContext({
					viewport: screen,
					colorScheme: theme,
					javaScriptEnabled: script.javaScriptEnabled,
					reducedMotion: 'reduce',
				})
				const tab = await context.newPage()
				for (const page of pages) {
					const file = `${page.name}-${screen.width}-${theme}-${script.name}.png`
					const response = await tab.goto(`${baseUrl}${page.path}`, {
						waitUntil: 'load',
					})
					// Lazy images below the fold: loaded before the full-page picture is taken.
					await tab.evaluate(() =>
						Promise.all(
							Array.from(document.images, image => {
								image.loading = 'eager'
								return image.decode().catch(() => undefined)
							}),
						),
					)
					await tab.screenshot({
						path: path.join(outDir, file),
						fullPage: true,
						animations: 'disabled',
					})
					shots.push({
						page: page.name,
						path: page.path,
						width: screen.width,
						theme,
						script: script.name,
						file,
						status: response?.status() ?? null,
					})
					process.stdout.write('.')
				}
				await context.close()
			}
		}
	}
	process.stdout.write('\n')
	return shots
}

const escape = (text: string) =>
	text.replace(
		/[&<>"]/g,
		char => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!,
	)

/** The contact sheet: one row per page and variant, its widths side by side, each a link to the PNG. */
function contactSheet(shots: Shot[], baseUrl: string): string {
	const rows = pages.flatMap(page =>
		SCRIPTS.flatMap(script =>
			THEMES.map(theme => {
				const cells = shots
					.filter(
						shot =>
							shot.page === page.name &&
							shot.script === script.name &&
							shot.theme === theme,
					)
					.map(
						shot =>
							`<figure><a href="${shot.file}"><img src="${shot.file}" loading="lazy" alt="${escape(`${page.name} at ${shot.width} px, ${theme}, ${script.name}`)}"></a><figcaption>${shot.width} px${shot.status === 200 ? '' : ` · HTTP ${shot.status}`}</figcaption></figure>`,
					)
					.join('')
				return `<section><h2>${escape(page.name)} <small>${escape(page.path)} · ${theme} · ${script.name === 'js' ? 'JavaScript on' : 'JavaScript off'}</small></h2><div class="row">${cells}</div></section>`
			}),
		),
	)
	return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Brandline screenshots</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:24px;background:#eee;color:#111}
h1{font-size:20px}h2{font-size:15px;margin:24px 0 8px}small{font-weight:normal;color:#555}
.row{display:flex;gap:12px;align-items:flex-start;overflow-x:auto}
figure{margin:0;flex:none}figure img{display:block;width:220px;max-height:640px;object-fit:cover;object-position:top;border:1px solid #bbb;background:#fff}
figcaption{font-size:12px;color:#555}
</style></head><body>
<h1>Brandline: ${pages.length} pages × ${screens.length} widths × light and dark × JavaScript on and off</h1>
<p>${escape(baseUrl)} · ${new Date().toISOString()} · click a picture for the full page</p>
${rows.join('\n')}
</body></html>
`
}

let server: RunningServer | undefined
const dataDir = await mkdtemp(path.join(tmpdir(), 'brandline-shots-'))
let browser: Browser | undefined
try {
	let baseUrl = process.env.SHOTS_URL?.replace(/\/$/, '')
	if (!baseUrl) {
		server = await startLocalBuild(dataDir)
		baseUrl = server.url
	}
	await rm(outDir, { recursive: true, force: true })
	await mkdir(outDir, { recursive: true })
	browser = await chromium.launch({
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	})
	console.log(
		`Photographing ${pages.length} pages × ${screens.length} widths × 2 themes × JavaScript on and off from ${baseUrl}`,
	)
	const shots = await photograph(browser, baseUrl)
	await writeFile(path.join(outDir, 'index.html'), contactSheet(shots, baseUrl))
	const failed = shots.filter(
		shot => shot.status !== 200 && shot.page !== 'not-found',
	)
	for (const shot of failed)
		console.log(`HTTP ${shot.status}: ${shot.path} (${shot.file})`)
	console.log(
		`${shots.length} pictures and the contact sheet in ${path.join(outDir, 'index.html')}`,
	)
} finally {
	await browser?.close()
	await stopLocalBuild(server, dataDir)
}
