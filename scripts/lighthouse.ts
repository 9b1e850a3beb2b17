/**
 * `npm run lighthouse`: Lighthouse (mobile preset, its default) on the home page, an article, a
 * category page and the guest-post page of the production build, and the four scores per page.
 * Targets (issue 8): 100 for Accessibility, Best Practices and SEO, at least 95 for Performance.
 *
 *   npm run lighthouse                              # starts the build on a fresh embedded database
 *   LIGHTHOUSE_URL=http://127.0.0.1:3000 npm run lighthouse   # audits a server that is running
 *   LIGHTHOUSE_RUNS=3 npm run lighthouse            # the median of three runs per page
 *
 * Performance is measured on this machine with simulated mobile throttling: on a loaded machine
 * it reads low (say how loaded it was when quoting it). Exit code 1 when a target is missed.
 */
import { spawn } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { createServer } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import lighthouse from 'lighthouse'
import type { RunningServer } from '../tests/helpers/server-process.ts'
import { startLocalBuild, stopLocalBuild } from './local-server.ts'

const PAGES = [
	{ name: 'home', path: '/' },
	{
		name: 'article',
		path: '/article/reach-method-five-part-system-for-leaders',
	},
	{ name: 'category', path: '/category/personal-branding' },
	{ name: 'guest post', path: '/guest-post' },
]
const CATEGORIES = [
	{ id: 'performance', label: 'Performance', target: 95 },
	{ id: 'accessibility', label: 'Accessibility', target: 100 },
	{ id: 'best-practices', label: 'Best Practices', target: 100 },
	{ id: 'seo', label: 'SEO', target: 100 },
] as const
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1))

function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const probe = createServer()
		probe.once('error', reject)
		probe.listen(0, '127.0.0.1', () => {
			const { port } = probe.address() as { port: number }
			probe.close(() => resolve(port))
		})
	})
}

async function waitForDevtools(port: number): Promise<void> {
	for (let attempt = 0; attempt < 100; attempt += 1) {
		try {
			if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return
		} catch {
			// not listening yet
		}
		await new Promise(resolve => setTimeout(resolve, 200))
	}
	throw new Error('Chromium did not open its DevTools port')
}

let server: RunningServer | undefined
let baseUrl = process.env.LIGHTHOUSE_URL?.replace(/\/$/, '')
const dataDir = await mkdtemp(path.join(tmpdir(), 'brandline-lighthouse-'))
if (!baseUrl) {
	server = await startLocalBuild(dataDir)
	baseUrl = server.url
}

const debuggingPort = await freePort()
const chromium = spawn(
	process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	[
		'--headless=new',
		'--no-sandbox',
		'--disable-gpu',
		'--no-first-run',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
		`--remote-debugging-port=${debuggingPort}`,
		`--user-data-dir=${path.join(dataDir, 'chromium')}`,
		'about:blank',
	],
	{ stdio: 'ignore' },
)

const median = (values: number[]) =>
	[...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
let missed = 0
const notes: string[] = []
try {
	await waitForDevtools(debuggingPort)
	// Warm the server's caches once, as a returning reader would find them.
	for (const page of PAGES) await fetch(`${baseUrl}${page.path}`)
	console.log(
		`Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile preset on ${baseUrl}; load average ${loadavg()
			.map(load => load.toFixed(1))
			.join(' ')}\n`,
	)
	console.log(
		`${'page'.padEnd(12)}${CATEGORIES.map(category => category.label.padStart(16)).join('')}`,
	)
	for (const page of PAGES) {
		const scores: Record<string, number[]> = {}
		for (let run = 0; run < runs; run += 1) {
			const result = await lighthouse(`${baseUrl}${page.path}`, {
				port: debuggingPort,
				output: 'json',
				logLevel: 'error',
				onlyCategories: CATEGORIES.map(category => category.id),
			})
			if (!result)
				throw new Error(`Lighthouse returned nothing for ${page.path}`)
			const { lhr } = result
			for (const category of CATEGORIES)
				(scores[category.id] ??= []).push(
					Math.round((lhr.categories[category.id]?.score ?? 0) * 100),
				)
			if (run === runs - 1) {
				// What to fix: the failing audits of the categories that must be 100, and the load metrics.
				for (const category of CATEGORIES.filter(
					each => each.id !== 'performance',
				)) {
					for (const ref of lhr.categories[category.id]?.auditRefs ?? []) {
						const audit = lhr.audits[ref.id]
						if (
							ref.weight > 0 &&
							audit &&
							audit.score !== null &&
							audit.score < 1
						)
							notes.push(
								`${page.name}: ${category.label} fails "${audit.id}" (${audit.title})`,
							)
					}
				}
				const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?'
				notes.push(
					`${page.name}: FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
				)
			}
		}
		const cells = CATEGORIES.map(category => {
			const score = median(scores[category.id]!)
			if (score < category.target) missed += 1
			return `${score}${score < category.target ? ' !' : '  '}`.padStart(16)
		})
		console.log(`${page.name.padEnd(12)}${cells.join('')}`)
	}
	console.log(`\n${notes.join('\n')}`)
	console.log(
		`\nTargets: Performance ≥ 95, the others 100 (! marks a miss). ${missed === 0 ? 'All met.' : `${missed} missed.`}`,
	)
} finally {
	const exited = new Promise(resolve => chromium.once('exit', resolve))
	chromium.kill()
	await exited
	await stopLocalBuild(server, dataDir)
}
process.exit(missed === 0 ? 0 : 1)
