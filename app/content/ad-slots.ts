import type { Category } from './categories.ts'
import { GAME_ROUND_LENGTH } from './pages/game.ts'

/** House advertisements, one per section (SPEC: an ad slot chosen by category). */
export interface HouseAd {
	/** Which house promotion it is: a page shows each at most once (data-promo-key). */
	key: 'guide' | 'write-for-us' | 'game'
	eyebrow: string
	title: string
	body: string
	cta: string
	href: string
}

const GUIDE: HouseAd = {
	key: 'guide',
	eyebrow: 'Free guide',
	title: '5 CEO Personal Branding Mistakes',
	body: "The habits that quietly undo a leader's reputation, and the fix for each.",
	cta: 'Get the guide',
	href: '/free-guide',
}

const GUEST: HouseAd = {
	key: 'write-for-us',
	eyebrow: 'Write for us',
	title: 'Share one problem you solved',
	body: 'Clients and guests of Leading Voices: 500 words, published to 25,000+ professionals.',
	cta: 'Submit a guest post',
	href: '/guest-post',
}

const GAME: HouseAd = {
	key: 'game',
	eyebrow: 'Interactive',
	title: 'What is your influence score?',
	// The round's length from the one place it is stated (content/pages/game.ts).
	body: `${GAME_ROUND_LENGTH.charAt(0).toUpperCase()}${GAME_ROUND_LENGTH.slice(1)}, a score from 0 to 100.`,
	cta: 'Play the Game of Influence',
	href: '/game-of-influence',
}

const BY_CATEGORY: Record<Category, HouseAd> = {
	'personal-branding': GUIDE,
	'audience-growth': GAME,
	'trust-building': GUIDE,
	'influence-strategies': GAME,
	'expert-interviews': GUEST,
	interviews: GUEST,
	'guest-contributions': GUEST,
}

/** The section's house ad; pages without a section (the home page, which already offers the guide) get the call for writers. */
export function houseAdFor(category: string | undefined): HouseAd {
	return (category && BY_CATEGORY[category as Category]) || GUEST
}
