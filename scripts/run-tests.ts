/**
 * `npm test`: every suite against real parts, then one closing line with the totals.
 *   1. a MongoDB-wire server: TEST_MONGODB_URI, or an embedded one started here;
 *   2. the production build (skip with TEST_SKIP_BUILD=1 when it is fresh);
 *   3. Vitest (unit + integration), then Playwright (JavaScript on and off) on system Chromium.
 * The last line is `N passed, M failed[, K skipped]`; the exit code is non-zero on any failure.
 * Arguments after `--` go to both runners' filters, e.g. `npm test -- home`.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded-db.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const resultsDir = path.join(root, 'test-results')
const bin = (name: string) => path.join(root, 'node_modules/.bin', name)

function run(
	command: string,
	args: string[],
	env: NodeJS.ProcessEnv = {},
): Promise<number> {
	return new Promise(resolve => {
		const child = spawn(command, args, {
			cwd: root,
			stdio: 'inherit',
			env: { ...process.env, ...env },
		})
		child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
	})
}

interface Totals {
	passed: number
	failed: number
	skipped: number
}

function readJson(file: string): unknown {
	try {
		return JSON.parse(readFileSync(file, 'utf8'))
	} catch {
		return undefined
	}
}

function vitestTotals(file: string): Totals | undefined {
	const report = readJson(file) as
		| {
				numPassedTests: number
				numFailedTests: number
				numPendingTests: number
				numTodoTests: number
		  }
		| undefined
	if (!report) return undefined
	return {
		passed: report.numPassedTests,
		failed: report.numFailedTests,
		skipped: report.numPendingTests + report.numTodoTests,
	}
}

/** The tests that failed, by file and name, with the first line of each failure. */
function vitestFailures(file: string): string[] {
	const report = readJson(file) as
		| {
				testResults?: {
					name: string
					message?: string
					assertionResults?: {
						fullName: string
						status: string
						failureMessages?: string[]
					}[]
				}[]
		  }
		| undefined
	const lines: string[] = []
	for (const suite of report?.testResults ?? []) {
		const where = path.relative(root, suite.name)
		const failed = (suite.assertionResults ?? []).filter(
			t => t.status === 'failed',
		)
		for (const test of failed)
			lines.push(
				`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
			)
		if (!failed.length && suite.message)
			lines.push(`${where}: ${firstLine(suite.message)}`)
	}
	return lines
}

interface PlaywrightSuite {
	title: string
	file?: string
	suites?: PlaywrightSuite[]
	specs?: {
		title: string
		line: number
		tests: {
			projectName: string
			status: string
			results: { error?: { message?: string } }[]
		}[]
	}[]
}

function playwrightFailures(file: string): string[] {
	const report = readJson(file) as { suites?: PlaywrightSuite[] } | undefined
	const lines: string[] = []
	// A file's suite is named by the file; a describe block's by its title.
	const walk = (suite: PlaywrightSuite, titles: string[], top = false) => {
		const here = top ? titles : [...titles, suite.title]
		for (const spec of suite.specs ?? [])
			for (const test of spec.tests.filter(
				t => t.status === 'unexpected' || t.status === 'flaky',
			)) {
				const error = test.results.find(r => r.error)?.error?.message
				const mark = test.status === 'flaky' ? ' (flaky: passed on retry)' : ''
				lines.push(
					`[${test.projectName}] ${suite.file ?? ''}:${spec.line} › ${[...here, spec.title].join(' › ')}${mark}: ${firstLine(error)}`,
				)
			}
		for (const child of suite.suites ?? []) walk(child, here)
	}
	for (const suite of report?.suites ?? []) walk(suite, [], true)
	return lines
}

function firstLine(text: string | undefined): string {
	// eslint-disable-next-line no-control-regex
	const plain = (text ?? '').replace(/\u001b\[[0-9;]*m/g, '')
	return (
		plain
			.split('\n')
			.find(line => line.trim())
			?.trim()
			.slice(0, 300) ?? '(no message)'
	)
}

function playwrightTotals(file: string): Totals | undefined {
	const report = readJson(file) as
		| {
				stats: {
					expected: number
					unexpected: number
					flaky: number
					skipped: number
				}
				errors?: unknown[]
		  }
		| undefined
	if (!report) return undefined
	const { expected, unexpected, flaky, skipped } = report.stats
	// Errors outside tests (a web server that would not start) count as a failure.
	return {
		passed: expected + flaky,
		failed: unexpected + (report.errors?.length ? 1 : 0),
		skipped,
	}
}

async function main(): Promise<number> {
	const filters = process.argv.slice(2)
	rmSync(resultsDir, { recursive: true, force: true })
	mkdirSync(resultsDir, { recursive: true })

	let embedded: EmbeddedDatabase | undefined
	let dataDir: string | undefined
	let mongoUri = process.env.TEST_MONGODB_URI
	if (!mongoUri) {
		dataDir = mkdtempSync(path.join(tmpdir(), 'brandline-test-db-'))
		embedded = await startEmbeddedDatabase({
			dataDir,
			log: message => console.warn(message),
		})
		mongoUri = embedded.uri
		console.log(`Test database: embedded ${embedded.kind} at ${mongoUri}`)
	}
	// The sample pictures the first seed draws, read back by the thirty seeds after it (decision 088).
	const seedImages = mkdtempSync(
		path.join(tmpdir(), 'brandline-seed-pictures-'),
	)
	const env = {
		TEST_MONGODB_URI: mongoUri,
		SEED_IMAGE_CACHE_DIR: process.env.SEED_IMAGE_CACHE_DIR ?? seedImages,
		FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
	}

	try {
		let buildFailed = false
		if (process.env.TEST_SKIP_BUILD !== '1') {
			console.log('\n== Building the site for the browser tests ==')
			buildFailed = (await run(bin('react-router'), ['build'], env)) !== 0
		}

		console.log('\n== Vitest: unit and integration ==')
		const vitestFile = path.join(resultsDir, 'vitest.json')
		const vitestCode = await run(
			bin('vitest'),
			[
				'run',
				'--reporter=default',
				'--reporter=json',
				`--outputFile.json=${vitestFile}`,
				...filters,
			],
			env,
		)
		const vitest = vitestTotals(vitestFile) ?? {
			passed: 0,
			failed: 1,
			skipped: 0,
		}
		if (vitestCode !== 0 && vitest.failed === 0) vitest.failed = 1

		const failures = vitestFailures(vitestFile)
		let playwright: Totals = { passed: 0, failed: 1, skipped: 0 }
		if (buildFailed) {
			console.error('The build failed, so the browser tests did not run.')
		} else {
			console.log('\n== Playwright: journeys with JavaScript on and off ==')
			const playwrightFile = path.join(resultsDir, 'playwright.json')
			const playwrightCode = await run(
				bin('playwright'),
				['test', ...filters],
				{ ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile },
			)
			playwright = playwrightTotals(playwrightFile) ?? playwright
			failures.push(...playwrightFailures(playwrightFile))
			if (playwrightCode !== 0 && playwright.failed === 0) playwright.failed = 1
		}

		const total = {
			passed: vitest.passed + playwright.passed,
			failed: vitest.failed + playwright.failed + (buildFailed ? 1 : 0),
			skipped: vitest.skipped + playwright.skipped,
		}
		// Named again at the end, where a CI log's tail shows them.
		if (failures.length)
			console.log(`\nFailed:\n${failures.map(line => `  ${line}`).join('\n')}`)
		console.log(
			`\nVitest: ${vitest.passed} passed, ${vitest.failed} failed, ${vitest.skipped} skipped`,
		)
		console.log(
			`Playwright: ${playwright.passed} passed, ${playwright.failed} failed, ${playwright.skipped} skipped`,
		)
		console.log(
			`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
		)
		return total.failed > 0 ? 1 : 0
	} finally {
		await embedded?.stop()
		rmSync(seedImages, { recursive: true, force: true })
		if (dataDir) rmSync(dataDir, { recursive: true, force: true })
	}
}

process.exitCode = await main()
