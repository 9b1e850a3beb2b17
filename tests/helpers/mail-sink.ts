/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package), for tests: what our code sends
 * crosses a TCP connection and the SMTP protocol, and is parsed back (mailparser) for assertions.
 * Failures are real SMTP replies too: a recipient can be refused with any code.
 */
import { simpleParser, type AddressObject } from 'mailparser'
import nodemailer, { type Transporter } from 'nodemailer'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll } from 'vitest'

export interface ReceivedMail {
	to: string[]
	from: string
	subject: string
	text: string
	html: string
	messageId: string
	/** Header names in lower case. */
	headers: Record<string, string>
	receivedAt: number
}

export interface Refusal {
	code: number
	message: string
}

export interface MailSinkOptions {
	port?: number
	/** Refuse a recipient (e.g. 450 to test retries, 550 for a dead address); undefined accepts. */
	refuseRecipient?: (address: string, attempt: number) => Refusal | undefined
	/** Runs before a message is accepted (before the 250 reply); a test can stop the sender here. */
	beforeAccept?: (mail: ReceivedMail) => Promise<void> | void
}

export interface MailSink {
	host: string
	port: number
	messages: ReceivedMail[]
	/** A nodemailer transport to this server (what SMTP_HOST/SMTP_PORT would configure). */
	transport(): Transporter
	/** Messages to one address. */
	to(address: string): ReceivedMail[]
	waitFor(
		predicate: (messages: ReceivedMail[]) => boolean,
		timeoutMs?: number,
		what?: string,
	): Promise<void>
	clear(): void
	close(): Promise<void>
}

function addresses(
	value: AddressObject | AddressObject[] | undefined,
): string[] {
	const list = value === undefined ? [] : Array.isArray(value) ? value : [value]
	return list.flatMap(entry =>
		entry.value.map(address => (address.address ?? '').toLowerCase()),
	)
}

export async function startMailSink({
	port = 0,
	refuseRecipient,
	beforeAccept,
}: MailSinkOptions = {}): Promise<MailSink> {
	const messages: ReceivedMail[] = []
	const transports: Transporter[] = []
	const attempts = new Map<string, number>()
	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ['STARTTLS', 'AUTH'],
		logger: false,
		// Closing waits this long for clients to say goodbye before it drops them.
		closeTimeout: 1000,
		size: 10 * 1024 * 1024,
		onRcptTo(address, _session, callback) {
			const recipient = address.address.toLowerCase()
			const attempt = (attempts.get(recipient) ?? 0) + 1
			attempts.set(recipient, attempt)
			const refusal = refuseRecipient?.(recipient, attempt)
			if (!refusal) return callback()
			const error = Object.assign(new Error(refusal.message), {
				responseCode: refusal.code,
			})
			callback(error)
		},
		onData(stream, session, callback) {
			simpleParser(stream)
				.then(async parsed => {
					const headers: Record<string, string> = {}
					// The raw lines: mailparser folds List-* headers into one structured `list` entry.
					for (const { key, line } of parsed.headerLines)
						headers[key.toLowerCase()] = line
							.slice(line.indexOf(':') + 1)
							.replace(/\r?\n\s+/g, ' ')
							.trim()
					const mail: ReceivedMail = {
						to: session.envelope.rcptTo.map(rcpt => rcpt.address.toLowerCase()),
						from: addresses(parsed.from)[0] ?? '',
						subject: parsed.subject ?? '',
						text: parsed.text ?? '',
						html: typeof parsed.html === 'string' ? parsed.html : '',
						messageId: parsed.messageId ?? '',
						headers,
						receivedAt: Date.now(),
					}
					await beforeAccept?.(mail)
					messages.push(mail)
					callback()
				})
				.catch((error: unknown) => callback(error as Error))
		},
	})
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject)
		server.listen(port, '127.0.0.1', () => resolve())
	})
	const address = (
		server as unknown as { server: { address(): { port: number } } }
	).server.address()
	const sink: MailSink = {
		host: '127.0.0.1',
		port: address.port,
		messages,
		transport() {
			const transport = nodemailer.createTransport({
				host: '127.0.0.1',
				port: address.port,
				secure: false,
				ignoreTLS: true,
				pool: true,
				maxConnections: 5,
			})
			transports.push(transport)
			return transport
		},
		to: recipient =>
			messages.filter(mail => mail.to.includes(recipient.toLowerCase())),
		async waitFor(predicate, timeoutMs = 15_000, what = 'mail') {
			const deadline = Date.now() + timeoutMs
			while (!predicate(messages)) {
				if (Date.now() > deadline)
					throw new Error(
						`${what}: not received within ${timeoutMs} ms (${messages.length} messages so far)`,
					)
				await new Promise(resolve => setTimeout(resolve, 50))
			}
		},
		clear() {
			messages.length = 0
			attempts.clear()
		},
		close() {
			for (const transport of transports) transport.close()
			return new Promise<void>(resolve => server.close(() => resolve()))
		},
	}
	return sink
}

/**
 * A listener for a test file's production server (testSite): started before the server, whose
 * `env` (the same object the site reads at start) it points at itself; closed after the file.
 */
export function mailSinkFor(env: Record<string, string>): () => MailSink {
	let sink: MailSink | undefined
	beforeAll(async () => {
		sink = await startMailSink()
		env.SMTP_HOST = sink.host
		env.SMTP_PORT = String(sink.port)
	})
	afterAll(async () => {
		await sink?.close()
	})
	return () => sink!
}
