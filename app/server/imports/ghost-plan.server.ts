/**
 * A Ghost export read into the sources an import plans (import-plan.server.ts, decision 063):
 * each post keeps its id from its Ghost id, and its tags are what a category mapping reads.
 */
import { createHash } from 'node:crypto'
import { ZodError } from 'zod'
import { invalid } from '#app/server/platform/errors.server.ts'
import { readGhostExport } from './ghost-export.server.ts'
import type { ReadUpload } from './import-plan.server.ts'
import { JsonRefusedError } from './json-guard.server.ts'
import { mapGhostPost } from './map-ghost.server.ts'

/** The article made from a Ghost post: the same Ghost post always gives the same id. */
export function ghostArticleId(postId: string): string {
	return `ghost-${createHash('sha256').update(`ghost:${postId}`).digest('hex').slice(0, 20)}`
}

/** The bytes as UTF-8 text, or a refusal naming the format that was expected. */
export function utf8Text(bytes: Uint8Array, format: string): string {
	try {
		return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
	} catch {
		throw invalid(`This file is not UTF-8 text, so it is not ${format}.`)
	}
}

/** A reader's refusal as the sentence the editor reads ("… cannot be imported: why."). */
export function cannotImport(error: Error): never {
	throw invalid(
		`This file cannot be imported: ${error.message.replace(/\.$/, '')}.`,
	)
}

/** The uploaded bytes as a Ghost export, or a refusal that says what is wrong with the file. */
export function readGhostUpload(
	bytes: Uint8Array,
	siteUrl: string,
): ReadUpload {
	const text = utf8Text(bytes, 'a Ghost export')
	try {
		const read = readGhostExport(text)
		return {
			source: 'ghost',
			version: read.version,
			warnings: read.warnings,
			posts: read.posts.map(post => ({
				articleId: ghostArticleId(post.id),
				title: post.title.slice(0, 200) || post.slug || post.id,
				type: post.type,
				terms: post.tags,
				map: choice => mapGhostPost(post, siteUrl, choice),
			})),
		}
	} catch (error) {
		if (error instanceof ZodError) {
			const issue = error.issues[0]
			const where = issue?.path.join('.')
			throw invalid(
				`This file is not a Ghost export: ${where ? `“${where}” is missing or not as Ghost writes it` : 'it is not shaped as Ghost writes its exports'}.`,
			)
		}
		if (error instanceof JsonRefusedError || error instanceof Error)
			cannotImport(error)
		throw error
	}
}
