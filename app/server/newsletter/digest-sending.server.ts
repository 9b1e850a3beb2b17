/**
 * Sending a digest: the digest as a send (sends.server.ts), to the confirmed active subscribers
 * who signed up before it was made, its totals written on the digest's record once every slice
 * is done (decision record 031).
 */
import {
	NewsletterDigest,
	type NewsletterDigestFields,
} from '#app/server/models/index.ts'
import { op } from '#app/server/models/shared.ts'
import { logger } from '#app/server/platform/logger.server.ts'
import { digestContent, personalise } from './digest-content.server.tsx'
import {
	articlesSentBefore,
	refreshArticlesSentBefore,
} from './sent-articles.server.ts'
import {
	runSend,
	subscribersListedBy,
	type SendCounts,
	type SendOptions,
} from './sends.server.ts'

/** Works on one digest: every slice nobody else holds, then the totals. */
export async function sendDigest(
	digest: NewsletterDigestFields,
	options: SendOptions = {},
): Promise<SendCounts> {
	const listed = subscribersListedBy(digest.createdAt)
	return runSend(
		{
			id: digest._id,
			label: 'digest',
			sliceCount: digest.sliceCount,
			// A story sent while the digest goes out is seen from the next slice on (084).
			async recipients(range) {
				await refreshArticlesSentBefore(digest)
				return listed(range)
			},
			// Each reader's choices (decision record 068): nothing while paused or with the digest
			// turned off, only their topics (and breaking stories), none of the articles an earlier
			// send gave them (084); nothing left, no message.
			async messageFor(recipient) {
				const sentBefore = await articlesSentBefore(digest)
				const content = await digestContent(
					digest,
					recipient,
					new Date(),
					sentBefore.get(recipient._id),
				)
				return content
					? {
							...personalise(
								content,
								`digest-${digest._id}`,
								recipient,
								'daily',
								digest._id,
							),
							items: content.items,
						}
					: null
			},
			async finish(totals) {
				if (digest.completedAt) return
				const { modifiedCount } = await NewsletterDigest.updateOne(
					{ _id: digest._id, completedAt: op({ $exists: false }) },
					{ $set: { completedAt: new Date(), ...totals } },
				)
				if (modifiedCount > 0)
					logger.info({ digest: digest._id, ...totals }, 'digest sent')
			},
		},
		options,
	)
}
