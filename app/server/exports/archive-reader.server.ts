/**
 * Reads a zip archive from a file one entry at a time, streamed (yauzl, by the author of the yazl
 * that writes our exports): nothing holds more than one line of a JSON-lines file or one image.
 * yauzl refuses absolute and `..` names, backslashes and an entry whose size differs from what
 * its header says (a zip bomb that lies about its size); the callers refuse any name that is not
 * one of the archive's own.
 */
import type { Readable } from 'node:stream'
import yauzl from 'yauzl'
import { invalid, tooLarge } from '#app/server/platform/errors.server.ts'

export interface ArchiveEntry {
	name: string
	/** Its size once inflated, as the zip declares it (yauzl checks it while reading). */
	size: number
	open(): Promise<Readable>
}

/** Opens `file` as a zip; refused with a clear message when it is not one. */
export async function openArchive(file: string): Promise<ArchiveReader> {
	const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
		yauzl.open(
			file,
			{ lazyEntries: true, autoClose: true, strictFileNames: true },
			(error, opened) =>
				error
					? reject(invalid(`The file is not a readable zip: ${error.message}`))
					: resolve(opened),
		),
	)
	return new ArchiveReader(zip)
}

export class ArchiveReader {
	private failure: Error | undefined
	private readonly zip: yauzl.ZipFile
	constructor(zip: yauzl.ZipFile) {
		this.zip = zip
		// Kept for the next read: an error with no listener would end the process.
		zip.on('error', (error: Error) => (this.failure = error))
	}

	get entryCount(): number {
		return this.zip.entryCount
	}

	/** The next entry, or null after the last one. */
	next(): Promise<ArchiveEntry | null> {
		if (this.failure) return Promise.reject(this.refusal(this.failure))
		return new Promise((resolve, reject) => {
			const done = () => {
				this.zip.off('entry', onEntry)
				this.zip.off('end', onEnd)
				this.zip.off('error', onError)
			}
			const onEntry = (entry: yauzl.Entry) => {
				done()
				resolve({
					name: entry.fileName,
					size: entry.uncompressedSize,
					open: () => this.openEntry(entry),
				})
			}
			const onEnd = () => {
				done()
				resolve(null)
			}
			const onError = (error: Error) => {
				done()
				reject(this.refusal(error))
			}
			this.zip.on('entry', onEntry)
			this.zip.once('end', onEnd)
			this.zip.once('error', onError)
			this.zip.readEntry()
		})
	}

	close(): void {
		if (this.zip.isOpen) this.zip.close()
	}

	private openEntry(entry: yauzl.Entry): Promise<Readable> {
		return new Promise((resolve, reject) =>
			this.zip.openReadStream(entry, (error, stream) =>
				error ? reject(this.refusal(error)) : resolve(stream),
			),
		)
	}

	private refusal(error: Error) {
		return invalid(
			`The archive is damaged or not one of ours: ${error.message}`,
		)
	}
}

/** The whole of a small entry (the manifest, an image), refused past `maxBytes`. */
export async function readAll(
	stream: Readable,
	maxBytes: number,
	what: string,
): Promise<Buffer> {
	const chunks: Buffer[] = []
	let length = 0
	for await (const chunk of stream as AsyncIterable<Buffer>) {
		length += chunk.length
		if (length > maxBytes) {
			stream.destroy()
			throw tooLarge(`${what} is larger than ${maxBytes} bytes.`)
		}
		chunks.push(chunk)
	}
	return Buffer.concat(chunks)
}

/** The lines of a JSON-lines entry (empty ones skipped); a line past `maxBytes` is refused. */
export async function* readLines(
	stream: Readable,
	maxBytes: number,
	what: string,
): AsyncGenerator<{ line: string; number: number }> {
	let pending: Buffer[] = []
	let pendingLength = 0
	let number = 0
	const tooLong = () => {
		stream.destroy()
		return tooLarge(
			`${what}, line ${number + 1}, is longer than ${maxBytes} bytes.`,
		)
	}
	for await (const chunk of stream as AsyncIterable<Buffer>) {
		let start = 0
		for (
			let end = chunk.indexOf(10, start);
			end !== -1;
			end = chunk.indexOf(10, start)
		) {
			if (pendingLength + end - start > maxBytes) throw tooLong()
			const line = Buffer.concat([...pending, chunk.subarray(start, end)])
			pending = []
			pendingLength = 0
			number += 1
			start = end + 1
			if (line.length > 0) yield { line: line.toString('utf8'), number }
		}
		const rest = chunk.subarray(start)
		pendingLength += rest.length
		if (pendingLength > maxBytes) throw tooLong()
		if (rest.length > 0) pending.push(rest)
	}
	if (pendingLength > 0) {
		number += 1
		yield { line: Buffer.concat(pending).toString('utf8'), number }
	}
}
