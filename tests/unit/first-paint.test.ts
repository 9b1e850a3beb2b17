import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { withoutModulePreloads } from '#app/server/edge/first-paint.server.ts'

const HEAD =
	'<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Café culture — a brand’s voice</title>' +
	'<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
	'<link rel="modulepreload" href="/assets/entry.client-a.js"/><link rel="modulepreload" href="/assets/root-b.js" nonce="n1"/>' +
	'<link rel="preload" href="/assets/serif.woff2" as="font" type="font/woff2" crossorigin="anonymous"/></head>'
const BODY =
	'<body><p>Text with <link rel="modulepreload" href="/in-body.js"/> kept.</p><script type="module" async="">import("/assets/entry.client-a.js");</script></body></html>'

/** The document cut into pieces of `size` bytes, wherever the cut falls (inside a tag, inside a character). */
function inPieces(html: string, size: number): Buffer[] {
	const bytes = Buffer.from(html, 'utf8')
	const pieces: Buffer[] = []
	for (let at = 0; at < bytes.length; at += size)
		pieces.push(bytes.subarray(at, at + size))
	return pieces
}

describe('reader pages paint before their scripts (decision 049)', () => {
	it.each([1, 3, 7, 64, 4096])(
		"drops the head's module preloads and nothing else, in pieces of %i bytes",
		async size => {
			const out = await text(
				Readable.from(inPieces(HEAD + BODY, size)).pipe(
					withoutModulePreloads(),
				),
			)
			expect(out).not.toContain('entry.client-a.js"/>')
			expect(out).not.toContain('root-b.js')
			// Everything else, multi-byte characters cut between pieces included, arrives byte for byte.
			expect(out).toBe(
				HEAD.replace(/<link rel="modulepreload"[^>]*>/g, '') + BODY,
			)
		},
	)

	it('gives up on a head that never ends within its limit, and passes everything on unchanged', async () => {
		const endless = `<html><head>${'<link rel="modulepreload" href="/x.js"/>'.repeat(8000)}`
		expect(Buffer.byteLength(endless)).toBeGreaterThan(256 * 1024)
		expect(
			await text(
				Readable.from(
					inPieces(endless + '</head><body></body></html>', 2048),
				).pipe(withoutModulePreloads()),
			),
		).toBe(endless + '</head><body></body></html>')
	})

	it('passes a document without a head through unchanged', async () => {
		const fragment = '<p>no head <link rel="modulepreload" href="/x.js"/></p>'
		expect(
			await text(
				Readable.from(inPieces(fragment, 5)).pipe(withoutModulePreloads()),
			),
		).toBe(fragment)
	})
})
