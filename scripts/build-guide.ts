/**
 * Builds the free PDF guide "5 CEO Personal Branding Mistakes (and how to fix each one)" from
 * app/content/guide.ts into public/downloads/5-ceo-personal-branding-mistakes.pdf.
 *
 *   node scripts/build-guide.ts
 *
 * Uses only PDFKit's built-in standard fonts (no font files), and a fixed creation date so the
 * output is byte-for-byte reproducible for the same content.
 */
import { createWriteStream } from 'node:fs'
import { mkdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import PDFDocument from 'pdfkit'
import { guide } from '#app/content/guide.ts'
import type { GuideMistake } from '#app/content/guide.ts'

const OUTPUT_DIR = join(import.meta.dirname, '..', 'public', 'downloads')
const OUTPUT_FILE = join(OUTPUT_DIR, '5-ceo-personal-branding-mistakes.pdf')
/** Fixed so that rebuilding unchanged content produces an identical file. */
const BUILD_DATE = new Date('2025-08-24T00:00:00Z')

// ---------------------------------------------------------------------------------------------
// Design tokens
// ---------------------------------------------------------------------------------------------

const PAGE = { width: 595.28, height: 841.89 } // A4 in points
const MARGIN = { top: 64, bottom: 78, left: 66, right: 66 }
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right
const CONTENT_BOTTOM = PAGE.height - MARGIN.bottom
const FOOTER_Y = PAGE.height - 50

const COLOR = {
	ink: '#1c1c1c',
	body: '#2b2b2b',
	muted: '#6e6a66',
	accent: '#b4232c',
	rule: '#d8d2cb',
	panel: '#f6f2ee',
}

const FONT = {
	sans: 'Helvetica',
	sansBold: 'Helvetica-Bold',
	serif: 'Times-Roman',
	serifBold: 'Times-Bold',
	serifItalic: 'Times-Italic',
}

const BODY_SIZE = 11
const BODY_LINE_GAP = 2.6

// ---------------------------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------------------------

/** Typographer's quotes and apostrophes (all within WinAnsi, which the standard fonts use). */
function smart(text: string): string {
	return text
		.replace(/(^|[\s([{\u2014])"/g, '$1\u201C')
		.replace(/"/g, '\u201D')
		.replace(/(^|[\s([{\u2014])'/g, '$1\u2018')
		.replace(/'/g, '\u2019')
}

/** Characters the standard 14 fonts can draw (WinAnsi); anything else would print as garbage. */
const WIN_ANSI_EXTRAS =
	'\u2018\u2019\u201C\u201D\u2013\u2014\u2022\u2026\u20AC\u2122'
function assertDrawable(text: string, where: string): void {
	for (const ch of text) {
		const code = ch.codePointAt(0) ?? 0
		const ok =
			(code >= 0x20 && code <= 0x7e) ||
			(code >= 0xa0 && code <= 0xff) ||
			WIN_ANSI_EXTRAS.includes(ch)
		if (!ok)
			throw new Error(
				`Character U+${code.toString(16).toUpperCase()} in ${where} cannot be drawn with the standard PDF fonts.`,
			)
	}
}

function validateGuide(): void {
	if (guide.mistakes.length !== 5)
		throw new Error(`Expected 5 mistakes, found ${guide.mistakes.length}.`)
	const check = (value: unknown, where: string): void => {
		if (typeof value === 'string') assertDrawable(value, where)
		else if (Array.isArray(value))
			value.forEach((v, i) => check(v, `${where}[${i}]`))
		else if (value && typeof value === 'object')
			for (const [k, v] of Object.entries(value)) check(v, `${where}.${k}`)
	}
	check(guide, 'guide')
}

const pad2 = (n: number): string => String(n).padStart(2, '0')
const hostOf = (url: string): string =>
	url.replace(/^https?:\/\//, '').replace(/\/$/, '')

// ---------------------------------------------------------------------------------------------
// Document
// ---------------------------------------------------------------------------------------------

validateGuide()

const doc = new PDFDocument({
	size: 'A4',
	margins: MARGIN,
	bufferPages: true, // so page numbers can be written once the page count is known
	autoFirstPage: false,
	lang: 'en-GB',
	displayTitle: true,
	info: {
		Title: `${guide.title} (${guide.subtitle.toLowerCase()})`,
		Author: guide.author,
		Subject:
			'A free Brandline guide to the five most common personal branding mistakes chief executives make, and a practical fix for each.',
		Keywords:
			'personal branding, CEO, executive visibility, thought leadership, audience growth, influence, LinkedIn, REACH method, Brandline',
		Creator: 'Brandline',
		Producer: 'Brandline guide builder (PDFKit)',
		CreationDate: BUILD_DATE,
		ModDate: BUILD_DATE,
	},
})

function newPage(): void {
	doc.addPage({ size: 'A4', margins: MARGIN })
	doc.x = MARGIN.left
	doc.y = MARGIN.top
}

/** Starts a new page if fewer than `height` points remain above the bottom margin. */
function ensureSpace(height: number): void {
	if (doc.y + height > CONTENT_BOTTOM) newPage()
}

function rule(
	y: number,
	color: string = COLOR.rule,
	width: number = CONTENT_WIDTH,
	x: number = MARGIN.left,
	thickness = 0.6,
): void {
	doc
		.save()
		.moveTo(x, y)
		.lineTo(x + width, y)
		.lineWidth(thickness)
		.strokeColor(color)
		.stroke()
		.restore()
}

/** Small upper-case, letter-spaced label, e.g. section names. */
function label(text: string, color: string = COLOR.accent, size = 8.5): void {
	doc
		.font(FONT.sansBold)
		.fontSize(size)
		.fillColor(color)
		.text(text.toUpperCase(), MARGIN.left, doc.y, {
			width: CONTENT_WIDTH,
			characterSpacing: 0.9,
		})
}

function bodyOptions(
	extra: PDFKit.Mixins.TextOptions = {},
): PDFKit.Mixins.TextOptions {
	return { width: CONTENT_WIDTH, lineGap: BODY_LINE_GAP, ...extra }
}

/** Splits `*emphasis*` markup into runs; odd-indexed runs are emphasised. */
function runs(text: string): string[] {
	return smart(text).split('*')
}

function paragraph(
	text: string,
	font: string = FONT.serif,
	size: number = BODY_SIZE,
	gapAfter = 9,
): void {
	const parts = runs(text)
	const plain = parts.join('')
	doc.font(font).fontSize(size)
	// Keep at least two lines of a paragraph together with whatever precedes it.
	ensureSpace(
		Math.min(
			doc.heightOfString(plain, bodyOptions()),
			(size + BODY_LINE_GAP) * 2 + 2,
		),
	)
	const emphasis = font === FONT.serifItalic ? FONT.serif : FONT.serifItalic
	doc.fillColor(COLOR.body)
	const visible = parts.map((t, i) => ({ t, i })).filter(r => r.t !== '')
	visible.forEach((r, n) => {
		doc.font(r.i % 2 === 1 ? emphasis : font).fontSize(size)
		const opts = bodyOptions({ continued: n < visible.length - 1 })
		if (n === 0) doc.text(r.t, MARGIN.left, doc.y, opts)
		else doc.text(r.t, opts)
	})
	doc.y += gapAfter
}

/** A labelled block: the label is kept on the same page as the first lines of its text. */
function section(title: string, text: string, font: string = FONT.serif): void {
	doc.font(font).fontSize(BODY_SIZE)
	ensureSpace(16 + (BODY_SIZE + BODY_LINE_GAP) * 3)
	label(title, COLOR.accent)
	doc.y += 4
	paragraph(text, font, BODY_SIZE, 14)
}

function checkbox(x: number, y: number, size = 8.5): void {
	doc
		.save()
		.lineWidth(0.9)
		.strokeColor(COLOR.accent)
		.rect(x, y, size, size)
		.stroke()
		.restore()
}

// ---------------------------------------------------------------------------------------------
// Cover
// ---------------------------------------------------------------------------------------------

function drawCover(): void {
	newPage()
	const left = MARGIN.left

	// Masthead
	doc
		.font(FONT.sansBold)
		.fontSize(11)
		.fillColor(COLOR.accent)
		.text('BRANDLINE', left, 72, { characterSpacing: 3.2, lineBreak: false })
	doc
		.font(FONT.sans)
		.fontSize(8.5)
		.fillColor(COLOR.muted)
		.text('FREE GUIDE', left, 74, {
			width: CONTENT_WIDTH,
			align: 'right',
			characterSpacing: 0.9,
			lineBreak: false,
		})
	rule(94, COLOR.rule)

	// Title block
	doc
		.font(FONT.sansBold)
		.fontSize(9)
		.fillColor(COLOR.muted)
		.text('FOR EXECUTIVES, CEO-FOUNDERS AND ENTREPRENEURS', left, 232, {
			width: CONTENT_WIDTH,
			characterSpacing: 0.5,
		})
	doc.y += 14
	doc
		.font(FONT.serifBold)
		.fontSize(46)
		.fillColor(COLOR.ink)
		.text(guide.title, left, doc.y, {
			width: CONTENT_WIDTH - 20,
			lineGap: -2,
		})
	doc.y += 8
	doc
		.font(FONT.serifItalic)
		.fontSize(24)
		.fillColor(COLOR.body)
		.text(smart(guide.subtitle), left, doc.y, { width: CONTENT_WIDTH })

	doc.y += 26
	rule(doc.y, COLOR.accent, 112, left, 1.5)
	doc.y += 20

	doc
		.font(FONT.sans)
		.fontSize(12.5)
		.fillColor(COLOR.ink)
		.text(`A ${guide.publication} guide by `, left, doc.y, { continued: true })
		.font(FONT.sansBold)
		.text(guide.author)
	doc.y += 3
	doc
		.font(FONT.sans)
		.fontSize(9.5)
		.fillColor(COLOR.muted)
		.text(guide.authorRole, left, doc.y, { width: CONTENT_WIDTH })

	// Contents, anchored to the bottom of the page
	const rowHeight = 21
	const listTop = PAGE.height - 118 - rowHeight * guide.mistakes.length - 24
	doc
		.font(FONT.sansBold)
		.fontSize(8.5)
		.fillColor(COLOR.muted)
		.text('INSIDE', left, listTop, { characterSpacing: 0.9, lineBreak: false })
	let y = listTop + 20
	for (const m of guide.mistakes) {
		rule(y - 6, COLOR.rule)
		doc
			.font(FONT.sansBold)
			.fontSize(10)
			.fillColor(COLOR.accent)
			.text(pad2(m.number), left, y, { lineBreak: false })
		doc
			.font(FONT.serif)
			.fontSize(12)
			.fillColor(COLOR.ink)
			.text(smart(m.title), left + 30, y - 1, { lineBreak: false })
		doc
			.font(FONT.sans)
			.fontSize(8)
			.fillColor(COLOR.muted)
			.text(`REACH: ${m.pillar.toUpperCase()}`, left, y + 1, {
				width: CONTENT_WIDTH,
				align: 'right',
				characterSpacing: 0.3,
				lineBreak: false,
			})
		y += rowHeight
	}
	rule(y - 6, COLOR.rule)

	// Foot of cover (drawn inside the bottom margin, so lift the margin temporarily)
	const bottom = doc.page.margins.bottom
	doc.page.margins.bottom = 0
	doc
		.font(FONT.sans)
		.fontSize(9)
		.fillColor(COLOR.muted)
		.text(hostOf(guide.siteUrl), left, PAGE.height - 62, {
			link: guide.siteUrl,
			lineBreak: false,
		})
	doc.text(
		`\u00A9 ${BUILD_DATE.getUTCFullYear()} ${guide.publication}`,
		left,
		PAGE.height - 62,
		{
			width: CONTENT_WIDTH,
			align: 'right',
			lineBreak: false,
		},
	)
	doc.page.margins.bottom = bottom
}

// ---------------------------------------------------------------------------------------------
// Inside pages
// ---------------------------------------------------------------------------------------------

function pageHeading(kicker: string, heading: string): void {
	label(kicker, COLOR.accent, 9)
	doc.y += 8
	doc
		.font(FONT.serifBold)
		.fontSize(28)
		.fillColor(COLOR.ink)
		.text(smart(heading), MARGIN.left, doc.y, {
			width: CONTENT_WIDTH,
			lineGap: -1,
		})
	doc.y += 12
	rule(doc.y, COLOR.accent, 56, MARGIN.left, 1.2)
	doc.y += 20
}

function drawIntro(): void {
	newPage()
	doc.outline.addItem('Introduction')
	pageHeading('Introduction', guide.introHeading)

	guide.intro.forEach((p, i) =>
		paragraph(p, FONT.serif, i === 0 ? 12.5 : BODY_SIZE, 9),
	)

	doc
		.font(FONT.serifItalic)
		.fontSize(BODY_SIZE)
		.fillColor(COLOR.muted)
		.text(`\u2014 ${guide.author}`, MARGIN.left, doc.y, {
			width: CONTENT_WIDTH,
		})
	doc.y += 22

	// The five mistakes at a glance, with the REACH pillar each one undermines.
	const rowHeight = 24
	ensureSpace(30 + rowHeight * guide.mistakes.length)
	label('The five mistakes at a glance', COLOR.muted)
	doc.y += 10
	for (const m of guide.mistakes) {
		const y = doc.y
		rule(y, COLOR.rule)
		doc
			.font(FONT.sansBold)
			.fontSize(10)
			.fillColor(COLOR.accent)
			.text(pad2(m.number), MARGIN.left, y + 8, { lineBreak: false })
		doc
			.font(FONT.serifBold)
			.fontSize(11.5)
			.fillColor(COLOR.ink)
			.text(smart(m.title), MARGIN.left + 30, y + 7, { lineBreak: false })
		doc
			.font(FONT.sans)
			.fontSize(8)
			.fillColor(COLOR.muted)
			.text(`REACH: ${m.pillar.toUpperCase()}`, MARGIN.left, y + 9, {
				width: CONTENT_WIDTH,
				align: 'right',
				characterSpacing: 0.6,
				lineBreak: false,
			})
		doc.y = y + rowHeight
	}
	rule(doc.y, COLOR.rule)
	doc.x = MARGIN.left
}

function drawExample(m: GuideMistake): void {
	const padX = 14
	const padY = 12
	const innerWidth = CONTENT_WIDTH - padX * 2 - 46
	const textX = MARGIN.left + padX + 46
	const opts = { width: innerWidth, lineGap: 2 }
	const before = smart(m.example.before)
	const after = smart(m.example.after)

	doc.font(FONT.serifItalic).fontSize(10.5)
	const hBefore = doc.heightOfString(before, opts)
	const hAfter = doc.heightOfString(after, opts)
	const gap = 9
	const headerH = 16
	const boxH = padY + headerH + hBefore + gap + hAfter + padY - 2

	ensureSpace(boxH + 16)
	const top = doc.y
	doc
		.save()
		.rect(MARGIN.left, top, CONTENT_WIDTH, boxH)
		.fill(COLOR.panel)
		.restore()
	doc.save().rect(MARGIN.left, top, 2.5, boxH).fill(COLOR.accent).restore()

	doc
		.font(FONT.sansBold)
		.fontSize(8)
		.fillColor(COLOR.muted)
		.text('IN PRACTICE', MARGIN.left + padX, top + padY, {
			characterSpacing: 0.9,
			lineBreak: false,
		})

	let y = top + padY + headerH
	const row = (name: string, text: string, color: string): void => {
		doc
			.font(FONT.sansBold)
			.fontSize(8)
			.fillColor(color)
			.text(name, MARGIN.left + padX, y + 2, {
				characterSpacing: 0.6,
				lineBreak: false,
			})
		doc
			.font(FONT.serifItalic)
			.fontSize(10.5)
			.fillColor(COLOR.body)
			.text(text, textX, y, opts)
		y = doc.y
	}
	row('BEFORE', before, COLOR.muted)
	y += gap
	row('AFTER', after, COLOR.accent)

	doc.x = MARGIN.left
	doc.y = top + boxH + 16
}

function drawChecklist(items: string[]): void {
	const box = 8.5
	const indent = 20
	const opts = { width: CONTENT_WIDTH - indent, lineGap: 2 }
	doc.font(FONT.serif).fontSize(BODY_SIZE)
	const first = items[0] ? doc.heightOfString(smart(items[0]), opts) : 0
	ensureSpace(22 + first)
	label('Checklist', COLOR.accent)
	doc.y += 7
	for (const item of items) {
		const t = smart(item)
		doc.font(FONT.serif).fontSize(BODY_SIZE)
		const h = doc.heightOfString(t, opts)
		ensureSpace(h + 4)
		const y = doc.y
		checkbox(MARGIN.left, y + 0.9, box)
		doc.fillColor(COLOR.body).text(t, MARGIN.left + indent, y, opts)
		doc.y += 5
	}
	doc.x = MARGIN.left
}

function drawMistake(m: GuideMistake): void {
	newPage()
	doc.outline.addItem(`${m.number}. ${m.title}`)

	// Kicker row: "MISTAKE 01" on the left, REACH pillar on the right.
	const y = doc.y
	doc
		.font(FONT.sansBold)
		.fontSize(9)
		.fillColor(COLOR.accent)
		.text(
			`MISTAKE ${pad2(m.number)} OF ${pad2(guide.mistakes.length)}`,
			MARGIN.left,
			y,
			{
				characterSpacing: 0.9,
				lineBreak: false,
			},
		)
	doc
		.font(FONT.sans)
		.fontSize(8.5)
		.fillColor(COLOR.muted)
		.text(`REACH: ${m.pillar.toUpperCase()}`, MARGIN.left, y + 0.5, {
			width: CONTENT_WIDTH,
			align: 'right',
			characterSpacing: 0.9,
			lineBreak: false,
		})
	doc.y = y + 22
	doc
		.font(FONT.serifBold)
		.fontSize(27)
		.fillColor(COLOR.ink)
		.text(smart(m.title), MARGIN.left, doc.y, {
			width: CONTENT_WIDTH,
			lineGap: -1,
		})
	doc.y += 10
	rule(doc.y, COLOR.accent, 56, MARGIN.left, 1.2)
	doc.y += 18

	section('The symptom', m.symptom, FONT.serifItalic)
	section('Why it hurts', m.whyItHurts)
	section('The fix', m.fix)
	drawExample(m)
	drawChecklist(m.checklist)
}

function drawClosing(): void {
	newPage()
	doc.outline.addItem('Where to start')
	pageHeading('What next', guide.closingHeading)

	guide.closing.forEach(p => paragraph(p, FONT.serif, BODY_SIZE, 9))
	doc
		.font(FONT.serifItalic)
		.fontSize(BODY_SIZE)
		.fillColor(COLOR.muted)
		.text(`\u2014 ${guide.author}, ${guide.authorRole}`, MARGIN.left, doc.y, {
			width: CONTENT_WIDTH,
		})
	doc.y += 24

	ensureSpace(60)
	label('Your next steps', COLOR.accent)
	doc.y += 8
	const indent = 24
	const opts = { width: CONTENT_WIDTH - indent, lineGap: 2 }
	guide.nextSteps.forEach((step, i) => {
		const t = smart(step)
		doc.font(FONT.serif).fontSize(BODY_SIZE)
		ensureSpace(doc.heightOfString(t, opts) + 6)
		const y = doc.y
		doc
			.font(FONT.sansBold)
			.fontSize(10)
			.fillColor(COLOR.accent)
			.text(String(i + 1), MARGIN.left, y + 0.5, { lineBreak: false })
		doc
			.font(FONT.serif)
			.fontSize(BODY_SIZE)
			.fillColor(COLOR.body)
			.text(t, MARGIN.left + indent, y, opts)
		doc.y += 7
	})
	doc.x = MARGIN.left

	// Sign-off panel with the site address and contact.
	const panelH = 92
	doc.y += 14
	ensureSpace(panelH)
	const top = Math.max(doc.y, CONTENT_BOTTOM - panelH)
	doc
		.save()
		.rect(MARGIN.left, top, CONTENT_WIDTH, panelH)
		.fill(COLOR.panel)
		.restore()
	doc
		.save()
		.rect(MARGIN.left, top, CONTENT_WIDTH, 2.5)
		.fill(COLOR.accent)
		.restore()
	const px = MARGIN.left + 18
	doc
		.font(FONT.sansBold)
		.fontSize(10)
		.fillColor(COLOR.accent)
		.text('BRANDLINE', px, top + 18, {
			characterSpacing: 2.6,
			lineBreak: false,
		})
	doc
		.font(FONT.serif)
		.fontSize(10.5)
		.fillColor(COLOR.body)
		.text(
			'Personal branding, audience growth and influence for the people who lead.',
			px,
			top + 35,
			{ width: CONTENT_WIDTH - 36, lineBreak: false },
		)
	doc
		.font(FONT.sansBold)
		.fontSize(13)
		.fillColor(COLOR.ink)
		.text(guide.siteUrl, px, top + 58, {
			link: guide.siteUrl,
			lineBreak: false,
		})
	doc
		.font(FONT.sans)
		.fontSize(9.5)
		.fillColor(COLOR.muted)
		.text(guide.contactEmail, px, top + 61, {
			width: CONTENT_WIDTH - 36,
			align: 'right',
			link: `mailto:${guide.contactEmail}`,
			lineBreak: false,
		})
}

/** Footer with running title and page number on every page except the cover. */
function drawFooters(): void {
	const range = doc.bufferedPageRange()
	for (let i = range.start; i < range.start + range.count; i++) {
		if (i === range.start) continue // cover
		doc.switchToPage(i)
		const bottom = doc.page.margins.bottom
		doc.page.margins.bottom = 0 // writing inside the margin must not trigger a page break
		rule(FOOTER_Y - 10, COLOR.rule)
		doc
			.font(FONT.sans)
			.fontSize(8)
			.fillColor(COLOR.muted)
			.text(
				`${guide.publication}  \u00B7  ${guide.title}`,
				MARGIN.left,
				FOOTER_Y,
				{
					lineBreak: false,
				},
			)
		doc
			.font(FONT.sansBold)
			.fontSize(8)
			.fillColor(COLOR.ink)
			.text(`${i + 1} / ${range.count}`, MARGIN.left, FOOTER_Y, {
				width: CONTENT_WIDTH,
				align: 'right',
				lineBreak: false,
			})
		doc.page.margins.bottom = bottom
	}
}

// ---------------------------------------------------------------------------------------------
// Build
// ---------------------------------------------------------------------------------------------

await mkdir(OUTPUT_DIR, { recursive: true })
const out = createWriteStream(OUTPUT_FILE)
const finished = new Promise<void>((resolve, reject) => {
	out.on('finish', resolve)
	out.on('error', reject)
})
doc.pipe(out)

drawCover()
drawIntro()
guide.mistakes.forEach(drawMistake)
drawClosing()
drawFooters()
const pageCount = doc.bufferedPageRange().count

doc.end()
await finished

const { size } = await stat(OUTPUT_FILE)
console.log(
	`Wrote ${OUTPUT_FILE} (${size.toLocaleString('en-GB')} bytes, ${pageCount} pages)`,
)
