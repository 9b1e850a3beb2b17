/**
 * `npm run dev` (and `npm run seed`): the site with hot reload. Without MONGODB_URI it starts the
 * embedded database first (development tooling, never part of the production bundle), then loads
 * the server (`server/app.ts`) through Vite, exactly as it is built for production.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import { withDatabase } from '../scripts/embedded-db.ts'
import type * as AppModule from './app.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

await withDatabase()
const vite = await createServer({
	root,
	server: {
		middlewareMode: true,
		hmr: { port: Number(process.env.HMR_PORT ?? 24678) },
	},
})
const entry = (await vite.ssrLoadModule('/server/app.ts')) as typeof AppModule
await entry.startServer({ vite })
if (
	['--seed', '--rerender', '--backup', '--restore'].some(flag =>
		process.argv.includes(flag),
	)
) {
	await vite.close()
	process.exit(process.exitCode ?? 0)
}
