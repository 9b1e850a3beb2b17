/**
 * The studio's motifs, part two (voices and writing), and which motifs each section draws from.
 */
import { r1 } from './art-palettes.server.ts'
import {
	brickWall,
	burst,
	figure,
	network,
	padlock,
	ripples,
	risingBars,
	spotlight,
	steps,
	target,
	type Motif,
} from './art-motifs.server.ts'

export const megaphone: Motif = {
	says: 'a megaphone sending sound waves into a crowd',
	draw({ main, contrast, detail }, d) {
		const waves = [0, 1, 2]
			.map(
				i =>
					`<path d="M${70 + i * 9} ${30 - i * 6} q ${10 + i * 3} ${20 + i * 6} 0 ${40 + i * 12}" fill="none" stroke="${detail}" stroke-width="3" stroke-linecap="round"/>`,
			)
			.join('')
		const crowd = Array.from({ length: 3 }, (_, i) =>
			figure(8 + i * 10, 100, d.between(12, 16), contrast),
		).join('')
		return `<polygon points="14,42 62,22 62,78 14,58" fill="${main}"/><rect x="6" y="40" width="10" height="20" rx="2" fill="${contrast}"/><rect x="24" y="58" width="7" height="18" rx="3" fill="${contrast}"/>${waves}<g opacity="0.75">${crowd}</g>`
	},
}

export const conversation: Motif = {
	says: 'two speech bubbles in conversation',
	draw({ main, contrast, detail }, d) {
		const lines = (x: number, y: number, fill: string) =>
			[0, 1, 2]
				.map(
					i =>
						`<rect x="${x}" y="${y + i * 8}" width="${r1(d.between(18, 32))}" height="3.6" rx="1.8" fill="${fill}" fill-opacity="0.7"/>`,
				)
				.join('')
		return `<rect x="2" y="6" width="58" height="38" rx="14" fill="${main}"/><polygon points="14,42 26,42 10,56" fill="${main}"/>${lines(12, 15, contrast)}<rect x="40" y="50" width="58" height="34" rx="14" fill="${contrast}"/><polygon points="78,82 90,82 94,96" fill="${contrast}"/>${lines(50, 58, detail)}`
	},
}

export const microphone: Motif = {
	says: 'a studio microphone with sound waves around it',
	draw({ main, contrast, detail }, d) {
		const dash = r1(d.between(6, 14))
		const waves = [1, 2, 3]
			.map(
				i =>
					`<circle cx="50" cy="38" r="${18 + i * 11}" fill="none" stroke="${contrast}" stroke-width="2" stroke-opacity="${r1(0.8 - i * 0.18)}" stroke-dasharray="${dash} 4"/>`,
			)
			.join('')
		return `${waves}<rect x="38" y="10" width="24" height="44" rx="12" fill="${main}"/><g stroke="${detail}" stroke-width="1.6" stroke-opacity="0.7">${[
			20, 26, 32,
		]
			.map(y => `<line x1="40" y1="${y}" x2="60" y2="${y}"/>`)
			.join(
				'',
			)}</g><path d="M30 40 a20 20 0 0 0 40 0" fill="none" stroke="${contrast}" stroke-width="3.4"/><rect x="48.5" y="60" width="3" height="24" fill="${contrast}"/><rect x="34" y="84" width="32" height="4" rx="2" fill="${contrast}"/>`
	},
}

export const quotes: Motif = {
	says: 'a pair of large quotation marks',
	fixed: true,
	draw({ main, contrast, detail }, d) {
		const mark = (x: number, fill: string) =>
			`<circle cx="${x + 14}" cy="46" r="14" fill="${fill}"/><path d="M${x + 2} 50 C ${x} 30, ${x + 10} 18, ${x + 26} 14 L ${x + 28} 20 C ${x + 18} 24, ${x + 12} 32, ${x + 14} 46 Z" fill="${fill}"/>`
		const lift = r1(d.between(-4, 4))
		return `${mark(12, main)}<g transform="translate(0 ${lift})">${mark(52, contrast)}</g><rect x="14" y="74" width="72" height="3" fill="${detail}"/><rect x="26" y="82" width="48" height="3" fill="${detail}" fill-opacity="0.6"/>`
	},
}

export const pages: Motif = {
	says: 'a fan of written pages',
	draw({ main, contrast, detail }, d) {
		const sheets = [0, 1, 2, 3]
			.map(i => {
				const angle = r1(-16 + i * 9 + d.between(-2, 2))
				const fill = i === 3 ? contrast : main
				const text =
					i === 3
						? Array.from(
								{ length: 8 },
								(_, line) =>
									`<rect x="32" y="${20 + line * 8}" width="${r1(d.between(18, 34))}" height="2.6" rx="1.3" fill="${detail}"/>`,
							).join('')
						: ''
				return `<g transform="rotate(${angle} 50 90)"><rect x="26" y="10" width="48" height="80" rx="2" fill="${fill}" fill-opacity="${r1(0.6 + i * 0.13)}"/>${text}</g>`
			})
			.join('')
		return sheets
	},
}

export const penNib: Motif = {
	says: 'a fountain pen nib drawing a line',
	draw({ main, contrast, detail }, d) {
		const wave = r1(d.between(6, 14))
		return `<path d="M4 88 C 20 ${88 - wave}, 32 ${88 + wave}, 46 86" fill="none" stroke="${detail}" stroke-width="3" stroke-linecap="round"/><g transform="rotate(-40 48 84)"><path d="M48 84 L 34 44 Q 48 30 62 44 Z" fill="${main}"/><rect x="36" y="8" width="24" height="34" rx="4" fill="${contrast}"/><line x1="48" y1="84" x2="48" y2="52" stroke="${contrast}" stroke-width="2"/><circle cx="48" cy="52" r="3" fill="${contrast}"/></g>`
	},
}

export const paperPlane: Motif = {
	says: 'a paper plane leaving a dotted trail',
	draw({ main, contrast, detail }, d) {
		const bend = r1(d.between(10, 30))
		return `<path d="M4 92 C 20 ${60 + bend}, 40 ${70 - bend}, 56 48" fill="none" stroke="${detail}" stroke-width="2.6" stroke-dasharray="4 5" stroke-linecap="round"/><polygon points="56,44 98,14 70,62" fill="${main}"/><polygon points="56,44 98,14 66,50" fill="${contrast}"/><polygon points="66,50 98,14 70,62" fill="${main}" fill-opacity="0.7"/>`
	},
}

/** Several motifs per section, so a section page is a set of pictures rather than one repeated. */
export const MOTIFS_BY_CATEGORY: Record<string, Motif[]> = {
	'personal-branding': [spotlight, steps, target],
	'audience-growth': [risingBars, network, ripples],
	'trust-building': [brickWall, padlock, steps],
	'influence-strategies': [burst, megaphone, target],
	'expert-interviews': [conversation, microphone, quotes],
	interviews: [microphone, conversation, quotes],
	'guest-contributions': [pages, penNib, paperPlane],
}
