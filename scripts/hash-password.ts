/**
 * Prints a hash for ADMIN_PASSWORD_HASH. Reads the password from stdin (so it stays out of shell
 * history): `npm run hash-password` then type it, or `printf %s "$PW" | npm run -s hash-password`.
 */
import { createInterface } from 'node:readline/promises'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#app/content/staff.ts'
import { hashPassword } from '#app/server/people/password.server.ts'

async function readPassword(): Promise<string> {
	if (!process.stdin.isTTY) {
		let input = ''
		for await (const chunk of process.stdin) input += chunk
		return input.replace(/\r?\n$/, '')
	}
	const prompt = createInterface({
		input: process.stdin,
		output: process.stderr,
	})
	const answer = await prompt.question('Admin password: ')
	prompt.close()
	return answer
}

const password = await readPassword()
if (password.length < PASSWORD_MIN_LENGTH) {
	console.error(
		`The password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
	)
	process.exit(1)
}
if (password.length > PASSWORD_MAX_LENGTH) {
	console.error(
		`The password must be at most ${PASSWORD_MAX_LENGTH} characters: the sign-in takes no longer one.`,
	)
	process.exit(1)
}
console.log(await hashPassword(password))
