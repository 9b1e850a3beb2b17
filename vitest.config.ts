import { defineConfig } from 'vitest/config'

// Kept apart from vite.config.ts: the reactRouter() plugin must not run under Vitest.
export default defineConfig({
	resolve: { tsconfigPaths: true },
	test: {
		globalSetup: ['./tests/setup/global-db.ts'],
		// Tests never reach YouTube: a video's thumbnail is asked of a loopback port nothing answers
		// (refused before connecting unless a test allows private addresses and serves it itself).
		env: { VIDEO_THUMBNAIL_URL: 'http://127.0.0.1:9/vi/{id}/hqdefault.jpg' },
		projects: [
			{
				extends: true,
				test: {
					name: 'unit',
					include: ['app/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
					environment: 'node',
				},
			},
			{
				extends: true,
				test: {
					name: 'integration',
					include: ['tests/integration/**/*.test.ts'],
					environment: 'node',
					testTimeout: 30_000,
					hookTimeout: 60_000,
				},
			},
		],
	},
})
