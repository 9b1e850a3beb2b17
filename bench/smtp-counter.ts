/**
 * A real SMTP server for the digest benchmark, in its own process so its memory is not counted as
 * the sender's: accepts every message, reads it to the end, keeps only a count and the recipients
 * seen twice. Started by bench/digest.ts (`fork`), answers `{ type: "count" }` over IPC;
 * `{ type: "reset" }` starts the counts again (the next send's).
 */
import { SMTPServer } from 'smtp-server'

const port = Number(process.argv[2] ?? 0)
let received = 0
const seen = new Set<string>()
let duplicates = 0

const server = new SMTPServer({
	authOptional: true,
	disabledCommands: ['STARTTLS', 'AUTH'],
	logger: false,
	size: 10 * 1024 * 1024,
	onData(stream, session, callback) {
		stream.on('data', () => undefined)
		stream.on('end', () => {
			received += 1
			for (const recipient of session.envelope.rcptTo) {
				if (seen.has(recipient.address)) duplicates += 1
				else seen.add(recipient.address)
			}
			callback()
		})
	},
})

server.listen(port, '127.0.0.1', () => {
	const address = (
		server as unknown as { server: { address(): { port: number } } }
	).server.address()
	process.send?.({ type: 'listening', port: address.port })
})

process.on('message', (message: { type: string }) => {
	if (message.type === 'count')
		process.send?.({
			type: 'count',
			received,
			duplicates,
			rssBytes: process.memoryUsage().rss,
		})
	if (message.type === 'reset') {
		received = 0
		duplicates = 0
		seen.clear()
	}
	if (message.type === 'stop') server.close(() => process.exit(0))
})
