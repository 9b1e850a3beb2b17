/** Static editorial pages are typed data; the routes only lay them out. */

/** One section of a legal page: a heading and markdown paragraphs (the SPEC's light markup). */
export interface LegalSection {
	heading: string
	/** Markdown: paragraphs, '- ' bullets, **bold**, [links](/path). */
	body: string
}

export interface LegalPage {
	title: string
	/** e.g. "August 24, 2025" */
	effectiveDate: string
	intro: string
	sections: LegalSection[]
}

export interface Testimonial {
	name: string
	title: string
	company: string
	content: string
	/** 1 to 5 */
	rating: 1 | 2 | 3 | 4 | 5
}

export interface MethodStep {
	letter: string
	/** The two readings of each step (SPEC §1). */
	name: string
	alternateName: string
	description: string
}

export interface Credential {
	label: string
	detail: string
}

/** An author as sample content describes one (stored as an Author record by the seed). */
export interface AuthorProfile {
	slug: string
	name: string
	/** The author's role, e.g. "Senior Writer, Audience Growth". */
	title: string
	/** Staff write for the magazine; contributors are published guests. */
	kind: 'staff' | 'contributor'
	/** One paragraph for cards and meta descriptions. */
	shortBio: string
	/** Markdown, several paragraphs. */
	bio?: string
	credentials: Credential[]
	/** Where the author has been published or featured (names of outlets, generic or fictional). */
	publications: string[]
	/** Topics the author writes on, for the profile's sidebar. */
	expertise: string[]
	/** Social profile handles, e.g. { label: "LinkedIn", url: "https://www.linkedin.com/in/..." } (fictional). */
	links: { label: string; url: string }[]
}

export interface AboutPage {
	headline: string
	/** Markdown: the mission. */
	mission: string
	/** Markdown: what the magazine covers and for whom. */
	whatWeCover: string
	statistics: { label: string; value: string }[]
	credentials: Credential[]
	publications: string[]
	testimonials: Testimonial[]
}

export interface GamePage {
	title: string
	/** Markdown: what the game is and what the 0–100 score means. */
	intro: string
	/** Bands of the 0–100 score and what each means. */
	scoreBands: { range: string; label: string; meaning: string }[]
	/** One line for the home-page teaser. */
	teaser: string
}
