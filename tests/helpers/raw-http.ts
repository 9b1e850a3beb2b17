import net from 'node:net'

export interface RawResponse {
	status: number
	/** Header names in lower case. */
	headers: Record<string, string>
	body: Buffer
}

/**
 * One kept-alive connection written byte for byte (node:net): requests go out exactly as given,
 * however malformed or unfinished, and answers are read as they come. Records whether the
 * connection ended in a reset (or any error) rather than a clean close.
 */
export class RawConnection {
	private readonly socket: net.Socket
	private received = Buffer.alloc(0)
	private waiting: (() => void) | null = null
	/** The first error the socket reported (ECONNRESET for a reset), if any. */
	error: NodeJS.ErrnoException | null = null
	ended = false
	readonly closed: Promise<void>

	constructor(url: string) {
		const { hostname, port } = new URL(url)
		this.socket = net.connect(Number(port), hostname)
		this.socket.on('data', (chunk: Buffer) => {
			this.received = Buffer.concat([this.received, chunk])
			this.waiting?.()
		})
		this.socket.on('error', error => {
			this.error ??= error
			this.waiting?.()
		})
		this.socket.on('end', () => {
			this.ended = true
			this.waiting?.()
		})
		this.closed = new Promise(resolve => this.socket.on('close', resolve))
	}

	/** Writes bytes; resolves once the socket took them (or failed, recorded in `error`). */
	write(data: string | Buffer): Promise<void> {
		return new Promise(resolve => {
			if (this.socket.destroyed) return resolve()
			this.socket.write(data, () => resolve())
		})
	}

	/** Ends our side of the connection. */
	end(): void {
		this.socket.end()
	}

	destroy(): void {
		this.socket.destroy()
	}

	/** The next whole response (Content-Length or chunked body); rejects if the connection ends first. */
	async readResponse(): Promise<RawResponse> {
		for (;;) {
			const parsed = this.parse()
			if (parsed) return parsed
			if (this.error || this.ended || this.socket.destroyed)
				throw new Error(
					`the connection ended before a whole response (${this.error?.code ?? 'closed'}; ${this.received.length} bytes unread)`,
				)
			await new Promise<void>(resolve => (this.waiting = resolve))
			this.waiting = null
		}
	}

	private parse(): RawResponse | null {
		const headEnd = this.received.indexOf('\r\n\r\n')
		if (headEnd === -1) return null
		const [statusLine = '', ...lines] = this.received
			.subarray(0, headEnd)
			.toString('latin1')
			.split('\r\n')
		const status = Number(statusLine.split(' ')[1])
		const headers: Record<string, string> = {}
		for (const line of lines) {
			const colon = line.indexOf(':')
			const name = line.slice(0, colon).trim().toLowerCase()
			const value = line.slice(colon + 1).trim()
			headers[name] = headers[name] ? `${headers[name]}, ${value}` : value
		}
		// Interim answers (100 Continue) carry no body.
		if (status >= 100 && status < 200) {
			this.received = this.received.subarray(headEnd + 4)
			return this.parse()
		}
		let rest = this.received.subarray(headEnd + 4)
		let body: Buffer
		if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
			const chunks: Buffer[] = []
			for (;;) {
				const lineEnd = rest.indexOf('\r\n')
				if (lineEnd === -1) return null
				const size = parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16)
				if (rest.length < lineEnd + 2 + size + 2) return null
				if (size === 0) {
					rest = rest.subarray(lineEnd + 4)
					break
				}
				chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size))
				rest = rest.subarray(lineEnd + 2 + size + 2)
			}
			body = Buffer.concat(chunks)
		} else {
			const length = Number(headers['content-length'] ?? '0')
			if (rest.length < length) return null
			body = rest.subarray(0, length)
			rest = rest.subarray(length)
		}
		this.received = rest
		return { status, headers, body }
	}
}

/** A request's head as a client writes it. */
export function requestHead(
	method: string,
	path: string,
	host: string,
	headers: Record<string, string | number>,
): string {
	return [
		`${method} ${path} HTTP/1.1`,
		`Host: ${host}`,
		...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
		'',
		'',
	].join('\r\n')
}

/** A body sent chunked (no Content-Length): `total` bytes in chunks of 16 KiB. */
export function chunkedBody(byte: string, total: number): Buffer {
	const parts: Buffer[] = []
	for (let sent = 0; sent < total; sent += 16 * 1024) {
		const size = Math.min(16 * 1024, total - sent)
		parts.push(Buffer.from(`${size.toString(16)}\r\n`))
		parts.push(Buffer.alloc(size, byte))
		parts.push(Buffer.from('\r\n'))
	}
	parts.push(Buffer.from('0\r\n\r\n'))
	return Buffer.concat(parts)
}
