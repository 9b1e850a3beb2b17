import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import {
	E2E_ADMIN_EMAIL,
	E2E_ADMIN_PASSWORD,
} from './tests/e2e/admin-password.ts'

/**
 * Journeys run twice: with JavaScript (the enhanced site) and without (every page must still read
 * and every form still submit). The server is the production build on 127.0.0.1, with sample
 * content on a database of its own.
 */
const port = Number(process.env.E2E_PORT ?? 4319)
const baseURL = `http://127.0.0.1:${port}`
const dataDir =
	process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'brandline-e2e-'))
process.env.E2E_DATA_DIR = dataDir // workers re-read this file; keep one directory per run
const mongoUri = process.env.TEST_MONGODB_URI
const e2eDatabase = process.env.E2E_DB_NAME ?? `e2e_${Date.now()}`
process.env.E2E_DB_NAME = e2eDatabase

// The site's mail goes to a real SMTP listener the journeys can read (tests/helpers/mail-catcher.ts).
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 5)
const mailApiPort = Number(process.env.E2E_MAIL_API_PORT ?? port + 6)
process.env.E2E_MAIL_API = `http://127.0.0.1:${mailApiPort}`

const processJourneys = /(server-lifecycle|two-instances[\w-]*|fuzz)\.spec\.ts$/
// Pictures of the key pages against committed baselines, on a server of their own (decision 087).
const visualJourneys = /visual\.spec\.ts$/

const chromium = {
	...devices['Desktop Chrome'],
	launchOptions: {
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: [
			'--no-sandbox',
			'--disable-gpu',
			'--disable-quic',
			'--no-first-run',
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync',
		],
	},
}

export default defineConfig({
	testDir: 'tests/e2e',
	fullyParallel: true,
	workers: process.env.CI ? 2 : undefined,
	retries: 0,
	// Waits, not speed limits: a save's toast on a 2-core machine running two workers, a server and
	// the database can take more than the default 5 s; speed is measured by `npm run bench`.
	timeout: 60_000,
	expect: { timeout: 10_000 },
	forbidOnly: Boolean(process.env.CI),
	reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME
		? [['list'], ['json']]
		: [['list']],
	use: { baseURL, trace: 'retain-on-failure' },
	projects: [
		{
			name: 'js',
			testIgnore: [processJourneys, visualJourneys],
			use: { ...chromium, javaScriptEnabled: true },
		},
		{
			name: 'no-js',
			testIgnore: [processJourneys, visualJourneys],
			use: { ...chromium, javaScriptEnabled: false },
		},
		// Starting and stopping servers and databases: about the process, not the browser, so once.
		{ name: 'process', testMatch: processJourneys, use: { ...chromium } },
		// With JavaScript only: the enhanced page is the one most readers see, and the pages without
		// React send the same HTML either way (the toggle aside); twice would double 36 baselines.
		{
			name: 'visual',
			testMatch: visualJourneys,
			use: { ...chromium, javaScriptEnabled: true },
		},
	],
	webServer: [
		{
			command: `node tests/helpers/mail-catcher.ts ${smtpPort} ${mailApiPort}`,
			url: `http://127.0.0.1:${mailApiPort}/healthz`,
			timeout: 30_000,
			reuseExistingServer: false,
			stdout: 'ignore',
			stderr: 'pipe',
		},
		{
			// The production bundle; without a test database, `npm run preview` starts the embedded one.
			command: mongoUri ? 'node server.js' : 'node scripts/preview.ts',
			url: `${baseURL}/healthz`,
			timeout: 120_000,
			reuseExistingServer: false,
			stdout: 'ignore',
			stderr: 'pipe',
			env: {
				NODE_ENV: 'production',
				HOST: '127.0.0.1',
				PORT: String(port),
				PUBLIC_URL: baseURL,
				DATA_DIR: dataDir,
				SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
				ADMIN_EMAIL: E2E_ADMIN_EMAIL,
				ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
				SEED_ON_START: 'true',
				TRUST_PROXY: 'false',
				LOG_LEVEL: 'warn',
				// Every journey signs up from 127.0.0.1; the limits themselves are tested elsewhere.
				RATE_LIMIT_MULTIPLIER: '1000',
				// Scheduled articles go live within two seconds of their time (the journey waits for one).
				SCHEDULE_CHECK_SECONDS: '2',
				// Two of the footer's social profiles set, the others left empty (hidden).
				SOCIAL_LINKEDIN_URL:
					'https://www.linkedin.com/company/brandline-example',
				SOCIAL_X_URL: 'https://x.com/brandline_example',
				// The import journey reads fixture feeds served from 127.0.0.1 (refused in production).
				FEED_FETCH_ALLOW_PRIVATE: 'true',
				// Saving an article with a video never reaches YouTube: its thumbnail is asked of a
				// loopback address, which the image fetch refuses, so the facade draws its poster.
				VIDEO_THUMBNAIL_URL: 'http://127.0.0.1:9/vi/{id}/hqdefault.jpg',
				// The Ghost import journey sees its progress bar: a pause after each batch of 25 posts.
				IMPORT_BATCH_PAUSE_MS: '3000',
				// Sends go at the mail catcher's pace, not a provider's 20 a second: by the time a journey
				// sends an issue or a story, the other journeys have confirmed hundreds of readers, and
				// at 20 a second its reader's copy took most of the half minute it waits (the rate
				// itself is tested in newsletter-digest.test.ts).
				NEWSLETTER_SEND_RATE: '1000',
				SMTP_HOST: '127.0.0.1',
				SMTP_PORT: String(smtpPort),
				SMTP_FROM: 'daily@brandline.example',
				...(mongoUri
					? { MONGODB_URI: `${mongoUri.replace(/\/?$/, '/')}${e2eDatabase}` }
					: {}),
			},
		},
	],
})
