/**
 * `npm run preview`: the production build (`npm run build` first) on the embedded database, so a
 * newcomer can try the production server without installing MongoDB. Development tooling: it
 * fills in the production settings a real deployment must choose itself, and says so.
 */
import { randomBytes } from 'node:crypto'
import { withDatabase } from './embedded-db.ts'

const defaults: Record<string, string> = {
	NODE_ENV: 'production',
	HOST: '127.0.0.1',
	PUBLIC_URL: `http://localhost:${process.env.PORT ?? 3000}`,
	// A new secret each run: signing out on restart is fine for a trial.
	SESSION_SECRET: randomBytes(32).toString('hex'),
	ADMIN_EMAIL: 'owner@brandline.example',
	ADMIN_PASSWORD: 'brandline-preview-admin',
	TRUST_PROXY: 'false',
	SEED_ON_START: 'true',
}
const filledIn = Object.keys(defaults).filter(name => !process.env[name])
for (const name of filledIn) process.env[name] = defaults[name]
if (filledIn.length > 0) {
	console.log(
		`Preview settings filled in: ${filledIn.join(', ')}${filledIn.includes('ADMIN_PASSWORD') ? ` (sign in at /admin as ${process.env.ADMIN_EMAIL} with the password ${process.env.ADMIN_PASSWORD})` : ''}`,
	)
}

await withDatabase()
await import('../server.js')
