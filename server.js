// Starts the production server: the one bundle Vite built (`npm run build`). Plain JavaScript, so
// nothing of ours runs in production beside the bundle. BUILD_DIR picks another build (tests).
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const bundle = path.resolve(process.env.BUILD_DIR ?? 'build', 'server/index.js')
/** @type {unknown} The bundle's exports; its one entry point is startServer. */
const bundleExports = await import(pathToFileURL(bundle).href)
const { startServer } = /** @type {{ startServer: () => Promise<void> }} */ (
	bundleExports
)
await startServer()
