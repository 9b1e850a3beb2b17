/**
 * A generated Ghost 5 export (`{"db":[{meta,data}]}`) for the import benchmark (bench/portability.ts):
 * `total` posts with HTML bodies of three to eleven paragraphs (headings, a list, a quote, links),
 * two of twenty tags and one of five authors each, excerpts and SEO fields on a third, drafts,
 * scheduled posts and pages among them. One post in ten has a feature image and one in twenty an
 * image in its body at the old site's address (`__GHOST_URL__/content/images/…`, as Ghost writes
 * them): the bench imports with `ghost.example` as that site, whose name never resolves, so every
 * such image is reported as one that could not be copied, without a network fetch.
 */

const hex = (kind: number, n: number) =>
	`${kind.toString(16).padStart(4, '0')}${n.toString(16).padStart(20, '0')}`

const PARAGRAPHS = [
	'Reputation is built in public and lost in private. Leaders who write about the work they actually do, with numbers and names, earn a kind of trust that advertising cannot buy.',
	'The first draft of a positioning statement is always too broad. Cut the audience in half, then in half again, and read it aloud to someone who fits: if they nod, you are close.',
	'Consistency beats intensity. One honest note a week, for a year, does more for a name than a launch that burns bright for a fortnight and is never followed up.',
	'Measure what readers do, not what they say. A reply, a forward, a meeting booked: these are the signals that a piece of writing changed something for someone.',
	'A case study is a story with a receipt. Name the client (with permission), the problem in their words, what changed and by how much, and one thing that went wrong on the way.',
	'Speaking invitations follow writing, rarely the other way round. Organisers read before they call, and the talk they want is the essay you already published, said aloud.',
	'Your website is not a brochure. It is the one place on the internet where you decide the order in which a stranger meets your ideas, so put the best one first.',
]

/** One post's body: a few paragraphs around a heading, a list, a quote and links. */
function body(n: number): string {
	const paragraphs = 3 + (n % 9)
	const p = (k: number) => `<p>${PARAGRAPHS[(n + k) % PARAGRAPHS.length]}</p>`
	const parts: string[] = []
	for (let k = 0; k < paragraphs; k += 1) {
		parts.push(p(k))
		if (k === 1)
			parts.push(
				'<h2>What to do on Monday</h2><ul><li>Write one sentence about who you help.</li><li>Send it to <strong>three</strong> clients.</li><li>Keep the replies.</li></ul>',
			)
		if (k === 2 && n % 4 === 0)
			parts.push(
				'<blockquote><p>People do business with people they have read.</p></blockquote>',
			)
		if (k === 3 && n % 20 === 7)
			parts.push(
				`<figure class="kg-card kg-image-card kg-card-hascaption"><img src="__GHOST_URL__/content/images/2020/0${1 + (n % 9)}/chart-${n}.png" class="kg-image" alt="A chart of replies by week" loading="lazy" width="1200" height="800"><figcaption>Replies by week</figcaption></figure>`,
			)
	}
	parts.push(
		`<p>More in <a href="https://ghost.example/guide-${n % 97}/">the guide</a> and <a href="https://example.org/research/${n % 13}">the research</a>.</p>`,
	)
	return parts.join('')
}

/** A Ghost 5 export of `total` posts (see the module's comment). */
export function ghostExport(total: number, now = Date.now()): Buffer {
	const tags = Array.from({ length: 20 }, (_, n) => ({
		id: hex(1, n),
		name: `Topic ${n + 1}`,
		slug: `topic-${n + 1}`,
		description: null,
		visibility: 'public',
	}))
	const users = Array.from({ length: 5 }, (_, n) => ({
		id: hex(2, n),
		name: `Writer ${n + 1}`,
		slug: `writer-${n + 1}`,
		email: `writer${n + 1}@ghost.example`,
		bio: 'Writes about reputation and the work behind it.',
		profile_image: null,
		website: null,
		status: 'active',
	}))
	const posts = []
	const postsTags = []
	const postsAuthors = []
	const postsMeta = []
	const start = Date.UTC(2019, 0, 1)
	for (let n = 0; n < total; n += 1) {
		const id = hex(3, n)
		const scheduled = n % 200 === 101
		const draft = n % 20 === 19
		const at = new Date(
			scheduled ? now + (n + 1) * 86_400_000 : start + n * 3_600_000,
		).toISOString()
		posts.push({
			id,
			uuid: `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
			title: `Post ${n + 1}: what a reputation is made of`,
			slug: `post-${n + 1}-reputation`,
			mobiledoc: null,
			lexical: null,
			html: body(n),
			feature_image:
				n % 10 === 3
					? `__GHOST_URL__/content/images/2019/0${1 + (n % 9)}/cover-${n}.jpg`
					: null,
			featured: n % 50 === 0 ? 1 : 0,
			type: n % 100 === 99 ? 'page' : 'post',
			status: scheduled ? 'scheduled' : draft ? 'draft' : 'published',
			visibility: 'public',
			created_at: at,
			updated_at: at,
			published_at: draft ? null : at,
			custom_excerpt: n % 3 === 0 ? 'A short excerpt an editor wrote.' : null,
			canonical_url: null,
		})
		for (const [order, tag] of [n % 20, (n * 7 + 3) % 20].entries())
			postsTags.push({
				id: hex(4, n * 2 + order),
				post_id: id,
				tag_id: hex(1, tag),
				sort_order: order,
			})
		postsAuthors.push({
			id: hex(5, n),
			post_id: id,
			author_id: hex(2, n % 5),
			sort_order: 0,
		})
		if (n % 3 === 0 || n % 10 === 3)
			postsMeta.push({
				id: hex(6, n),
				post_id: id,
				meta_title: n % 3 === 0 ? `Post ${n + 1}, for search` : null,
				meta_description:
					n % 3 === 0
						? 'What a reputation is made of, in a few paragraphs.'
						: null,
				feature_image_alt: n % 10 === 3 ? 'A desk by a window' : null,
				feature_image_caption:
					n % 10 === 3 ? 'Where the notes get written' : null,
			})
	}
	const data = {
		posts,
		posts_meta: postsMeta,
		posts_tags: postsTags,
		posts_authors: postsAuthors,
		tags,
		users,
		roles: [{ id: hex(7, 0), name: 'Author' }],
		roles_users: users.map((user, n) => ({
			id: hex(8, n),
			role_id: hex(7, 0),
			user_id: user.id,
		})),
	}
	return Buffer.from(
		JSON.stringify({
			db: [{ meta: { exported_on: now, version: '5.88.1' }, data }],
		}),
	)
}
