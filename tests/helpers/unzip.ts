import yauzl from 'yauzl'

/** Every entry of a zip held in memory, by name, in the order they were written (tests only). */
export async function unzipEntries(zip: Buffer): Promise<Map<string, Buffer>> {
	const archive = await new Promise<yauzl.ZipFile>((resolve, reject) =>
		yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) =>
			error ? reject(error) : resolve(file),
		),
	)
	const entries = new Map<string, Buffer>()
	await new Promise<void>((resolve, reject) => {
		archive.on('error', reject)
		archive.on('end', () => resolve())
		archive.on('entry', (entry: yauzl.Entry) => {
			archive.openReadStream(entry, (error, stream) => {
				if (error) return reject(error)
				const chunks: Buffer[] = []
				stream.on('data', (chunk: Buffer) => chunks.push(chunk))
				stream.on('error', reject)
				stream.on('end', () => {
					entries.set(entry.fileName, Buffer.concat(chunks))
					archive.readEntry()
				})
			})
		})
		archive.readEntry()
	})
	return entries
}

/** The records of a JSON-lines file. */
export function jsonLines(file: Buffer | undefined): Record<string, unknown>[] {
	if (!file) throw new Error('the file is missing from the archive')
	return file
		.toString('utf8')
		.split('\n')
		.filter(line => line !== '')
		.map(line => JSON.parse(line) as Record<string, unknown>)
}
