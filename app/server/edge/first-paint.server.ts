import { Transform, type TransformCallback } from 'node:stream'

/**
 * Reader pages paint before their scripts arrive (decision 049).
 *
 * React hoists React Router's `<link rel="modulepreload">` tags to the top of `<head>`, so a
 * browser fetches, compiles and runs the whole client (about 130 KB of JavaScript) while it is
 * still waiting to paint, and on a phone the first paint waits behind it. This transform drops
 * those tags from the document head. The scripts still load, from the module script at the end of
 * the body, once the page is on screen; every page works without them anyway (progressive
 * enhancement), so what a reader loses is a few round trips before the page is interactive, and
 * what they gain is text on screen that much sooner.
 *
 * Only the head is touched: it is buffered until `</head>` (decoded only then, so a character cut
 * between chunks survives), rewritten once, and everything after passes through unchanged, so the
 * body still streams. A head larger than HEAD_LIMIT (none of ours comes near) is passed on as it is.
 */
const HEAD_END = Buffer.from('</head>')
const HEAD_LIMIT = 256 * 1024
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g

export function withoutModulePreloads(): Transform {
	let head: Buffer[] | null = []
	let headBytes = 0
	// The last bytes of the head so far: `</head>` may be cut between chunks of any size.
	let recent = Buffer.alloc(0)
	return new Transform({
		transform(chunk: Buffer, _encoding, callback: TransformCallback) {
			if (!head) return callback(null, chunk)
			// Search this chunk and the few bytes before it only: each byte is searched once.
			const window = Buffer.concat([recent, chunk])
			const found = window.indexOf(HEAD_END)
			const windowStart = headBytes - recent.length
			head.push(chunk)
			headBytes += chunk.length
			if (found === -1) {
				recent = window.subarray(
					Math.max(0, window.length - (HEAD_END.length - 1)),
				)
				if (headBytes <= HEAD_LIMIT) return callback()
				const whole = Buffer.concat(head, headBytes)
				head = null
				return callback(null, whole)
			}
			const buffered = Buffer.concat(head, headBytes)
			head = null
			const end = windowStart + found
			const rewritten = buffered
				.subarray(0, end)
				.toString('utf8')
				.replace(MODULE_PRELOAD, '')
			callback(
				null,
				Buffer.concat([Buffer.from(rewritten, 'utf8'), buffered.subarray(end)]),
			)
		},
		flush(callback: TransformCallback) {
			// A document without a head (never ours): pass it on as it came.
			if (head && headBytes > 0) this.push(Buffer.concat(head, headBytes))
			callback()
		},
	})
}
