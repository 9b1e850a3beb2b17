/**
 * What a page costs to download: its HTML, and every JavaScript module it loads (its module
 * preloads, the imports of its inline module script, and their imports in turn), raw and
 * gzip-compressed.
 */
import { gzipSync } from 'node:zlib'

export interface PageWeight {
	htmlBytes: number
	htmlGzip: number
	jsBytes: number
	jsGzip: number
	scripts: string[]
}

const jsCache = new Map<string, Buffer>()

async function bytesOf(url: string): Promise<Buffer> {
	let bytes = jsCache.get(url)
	if (!bytes) {
		bytes = Buffer.from(
			await (
				await fetch(url, { headers: { 'accept-encoding': 'identity' } })
			).arrayBuffer(),
		)
		jsCache.set(url, bytes)
	}
	return bytes
}

/** The modules a module imports statically (minified Vite chunks: `from"./x.js"`, `import"./x.js"`), as absolute paths. */
function staticImports(source: string, from: string): string[] {
	return [
		...source.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g),
	].map(match => new URL(match[1]!, `http://x${from}`).pathname)
}

export async function pageWeight(
	origin: string,
	path: string,
): Promise<PageWeight> {
	const html = Buffer.from(
		await (
			await fetch(origin + path, { headers: { 'accept-encoding': 'identity' } })
		).arrayBuffer(),
	)
	const text = html.toString('utf8')
	// Where loading starts: module preloads (admin pages), script tags, and the inline module script's
	// imports, static and the dynamic import of the client entry that it runs at once (decision 049).
	const pending: string[] = []
	for (const match of text.matchAll(
		/<link rel="modulepreload" href="([^"]+)"/g,
	))
		pending.push(match[1]!)
	for (const match of text.matchAll(/<script[^>]*src="(\/assets\/[^"]+\.js)"/g))
		pending.push(match[1]!)
	for (const match of text.matchAll(
		/import\s*(?:[^"'()]*from\s*|\(\s*)?["'](\/assets\/[^"']+\.js)["']/g,
	))
		pending.push(match[1]!)
	// Then everything those modules import, as the browser's module loader follows it.
	const scripts = new Set<string>()
	let jsBytes = 0
	let jsGzip = 0
	while (pending.length > 0) {
		const script = pending.pop()!
		if (scripts.has(script)) continue
		scripts.add(script)
		const bytes = await bytesOf(origin + script)
		jsBytes += bytes.length
		jsGzip += gzipSync(bytes, { level: 9 }).length
		pending.push(...staticImports(bytes.toString('utf8'), script))
	}
	return {
		htmlBytes: html.length,
		htmlGzip: gzipSync(html, { level: 9 }).length,
		jsBytes,
		jsGzip,
		scripts: [...scripts],
	}
}
