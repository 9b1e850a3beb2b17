import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { readAll, readLines } from './archive-reader.server.ts'
import { siteCommandOf } from './commands.server.ts'

async function lines(chunks: string[], max = 64) {
	const found: string[] = []
	for await (const { line } of readLines(
		Readable.from(chunks.map(chunk => Buffer.from(chunk))),
		max,
		'test.jsonl',
	))
		found.push(line)
	return found
}

describe('readLines', () => {
	it('splits lines across chunks, skips empty ones and keeps a last line without a newline', async () => {
		expect(await lines(['{"a":', '1}\n\n{"b"', ':2}\n{"c":3}'])).toEqual([
			'{"a":1}',
			'{"b":2}',
			'{"c":3}',
		])
	})

	it('refuses a line longer than the limit, even one that never ends', async () => {
		await expect(lines(['x'.repeat(40), 'y'.repeat(40)], 64)).rejects.toThrow(
			'test.jsonl, line 1, is longer than 64 bytes.',
		)
		await expect(lines(['ok\n', `${'z'.repeat(65)}\n`], 64)).rejects.toThrow(
			'line 2, is longer than 64 bytes',
		)
	})
})

describe('readAll', () => {
	it('refuses an entry larger than its limit', async () => {
		await expect(
			readAll(
				Readable.from([Buffer.alloc(10), Buffer.alloc(10)]),
				15,
				'x.webp',
			),
		).rejects.toThrow('x.webp is larger than 15 bytes.')
	})
})

describe('siteCommandOf', () => {
	it('reads --backup [PATH] and --restore FILE [--force] from the arguments', () => {
		expect(siteCommandOf(['node', 'server.js'])).toBeNull()
		expect(siteCommandOf(['node', 'server.js', '--backup'])).toEqual({
			name: 'backup',
			target: undefined,
			force: false,
		})
		expect(
			siteCommandOf(['node', 'server.js', '--restore', '--force', 'a.zip']),
		).toEqual({ name: 'restore', target: 'a.zip', force: true })
	})
})
