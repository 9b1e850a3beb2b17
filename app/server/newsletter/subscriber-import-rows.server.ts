/**
 * One row of a subscriber CSV import, read and judged on its own (docs/decisions/075): the header
 * row says which column is which, and each data row is either a subscriber to add or a refusal
 * with its reason. Nothing here touches the database.
 */
import {
	IMPORT_COLUMNS,
	type ImportColumn,
} from '#app/content/subscriber-import.ts'
import { z } from '#app/schemas/z.ts'

/** Where each known column is in the file's rows. */
export type ColumnPositions = Partial<Record<ImportColumn, number>>

export interface ImportedRow {
	email: string
	name?: string
	source: string
	subscribedAt: Date
	/** 'yes' when the consent column said so, 'confirmed by the importer' when it was empty or absent. */
	consent: string
}

export type RowOutcome = { row: ImportedRow } | { refused: string }

const normalise = (header: string) =>
	header.toLowerCase().replace(/[^a-z]/g, '')

/** The columns the header row names; a message when it has no e-mail column. */
export function columnPositions(header: string[]): ColumnPositions | string {
	const positions: ColumnPositions = {}
	header.forEach((cell, index) => {
		const name = normalise(cell.replace(/^\uFEFF/, ''))
		const column = IMPORT_COLUMNS.find(known =>
			(known.aliases as readonly string[]).includes(name),
		)
		if (column && positions[column.key] === undefined)
			positions[column.key] = index
	})
	if (positions.email === undefined)
		return 'The first row must name the columns, one of them “email”: no e-mail column was found.'
	return positions
}

// Line breaks and other control characters: in a name or an address they would let a row write
// mail headers of its own (header injection).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/
const EMAIL = z.email()
const YES = new Set(['yes', 'y', 'true', '1', 'opted in', 'optedin'])
const NO = new Set(['no', 'n', 'false', '0', 'opted out', 'optedout'])
/** A sign-up date may be at most this far ahead of now (clocks and zones), not further. */
const FUTURE_SLACK_MS = 86_400_000

function emailOf(cell: string): string | { refused: string } {
	const email = cell.trim().toLowerCase()
	if (!email) return { refused: 'No e-mail address' }
	if (CONTROL.test(email))
		return {
			refused:
				'The address holds a line break or control character (refused: it could write mail headers)',
		}
	if (email.length > 254 || !EMAIL.safeParse(email).success)
		return { refused: 'Not a valid e-mail address' }
	return email
}

function dateOf(cell: string, now: Date): Date | { refused: string } {
	const text = cell.trim()
	if (!text) return now
	const date = new Date(
		/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(text) ? text.replace(' ', 'T') : text,
	)
	if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(date.getTime()))
		return {
			refused: `Sign-up date “${text.slice(0, 40)}” not understood (write 2024-03-15 or 2024-03-15T09:30:00Z)`,
		}
	if (date.getTime() > now.getTime() + FUTURE_SLACK_MS)
		return { refused: 'The sign-up date is in the future' }
	return date
}

function consentOf(cell: string): string | { refused: string } {
	const text = cell.trim().toLowerCase()
	if (!text) return 'confirmed by the importer'
	if (YES.has(text)) return 'yes'
	if (NO.has(text))
		return { refused: 'The consent column says they did not agree' }
	return {
		refused: `Consent “${text.slice(0, 40)}” not understood (yes or no)`,
	}
}

function nameOf(cell: string): string | undefined | { refused: string } {
	const name = cell.trim()
	if (!name) return undefined
	if (CONTROL.test(name))
		return {
			refused:
				'The name holds a line break or control character (refused: it could write mail headers)',
		}
	if (name.length > 200) return { refused: 'The name is over 200 characters' }
	return name
}

/** Where they signed up, as the list's source filter takes it (letters, digits, dashes). */
function sourceOf(cell: string): string {
	const slug = cell
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 40)
		.replace(/-+$/, '')
	return slug || 'import'
}

const refusal = (value: unknown): value is { refused: string } =>
	typeof value === 'object' && value !== null && 'refused' in value

/** A data row: the subscriber it adds, or why it is refused (the first reason found). */
export function readRow(
	cells: string[],
	positions: ColumnPositions,
	now: Date,
): RowOutcome {
	const cell = (column: ImportColumn) => {
		const index = positions[column]
		return index === undefined ? '' : (cells[index] ?? '')
	}
	const email = emailOf(cell('email'))
	if (refusal(email)) return email
	if (cell('left').trim())
		return {
			refused:
				'They left the old service (its deleted or unsubscribed date is set)',
		}
	const name = nameOf(cell('name'))
	if (refusal(name)) return name
	const subscribedAt = dateOf(cell('signupDate'), now)
	if (refusal(subscribedAt)) return subscribedAt
	const consent = consentOf(cell('consent'))
	if (refusal(consent)) return consent
	return {
		row: {
			email,
			...(name ? { name } : {}),
			source: sourceOf(cell('source')),
			subscribedAt,
			consent,
		},
	}
}
