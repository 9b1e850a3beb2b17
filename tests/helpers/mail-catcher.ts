/**
 * The mail server the browser tests' site sends to: a real SMTP listener (mail-sink.ts) plus a
 * small HTTP API to read what arrived, like Mailpit's. Run by Playwright as a second web server:
 *   node tests/helpers/mail-catcher.ts <smtpPort> <httpPort>
 * GET /messages?to=<address> answers the messages received for that address, oldest first.
 */
import { createServer } from 'node:http'
import { startMailSink } from './mail-sink.ts'

const [smtpPort, httpPort] = process.argv.slice(2).map(Number)
if (!smtpPort || !httpPort) {
	console.error(
		'usage: node tests/helpers/mail-catcher.ts <smtpPort> <httpPort>',
	)
	process.exit(2)
}

const sink = await startMailSink({ port: smtpPort })
const http = createServer((req, res) => {
	const url = new URL(req.url ?? '/', 'http://127.0.0.1')
	if (url.pathname === '/healthz') return res.end('ok')
	if (url.pathname === '/messages') {
		const to = url.searchParams.get('to')
		res.setHeader('Content-Type', 'application/json')
		return res.end(JSON.stringify(to ? sink.to(to) : sink.messages))
	}
	res.statusCode = 404
	res.end()
})
http.listen(httpPort, '127.0.0.1', () =>
	console.log(
		`mail catcher: SMTP on 127.0.0.1:${sink.port}, messages at http://127.0.0.1:${httpPort}/messages`,
	),
)

const stop = () => {
	http.close()
	void sink.close().then(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
