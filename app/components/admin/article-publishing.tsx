/**
 * The article editor's publishing fieldset (status, publish time in the publication's zone,
 * address, material update) and the alert a refused save shows. Plain form controls: they work
 * without JavaScript.
 */
import {
	getInputProps,
	getSelectProps,
	type FieldMetadata,
} from '@conform-to/react'
import { Link } from 'react-router'
import { MaterialUpdateField } from './material-update-field.tsx'
import { DeskTime } from './desk-time.tsx'
import { Field, INPUT_CLASS, TextField } from '#app/components/form-field.tsx'
import {
	ARTICLE_STATUSES,
	ARTICLE_STATUS_LABELS,
} from '#app/content/article-status.ts'

type Metadata = FieldMetadata<unknown, Record<string, unknown>, string[]>

/** What the publish time's hint says about the zone and its daylight-saving changes (067). */
export function publishTimeHint(timeZone: string): string {
	return `In ${timeZone}. Empty: the moment it is published. A past date back-dates it; a future one schedules it. When the clocks go back, a time that happens twice means the first (summer time); a time skipped when they go forward is refused.`
}

export function PublishingFields({
	fields,
	timeZone,
	slug,
	revisedAt,
	existing,
	mayPublish = true,
}: {
	fields: Record<'status' | 'publishedAt' | 'slug' | 'materialUpdate', Metadata>
	timeZone: string
	slug?: string
	revisedAt?: string
	existing: boolean
	/** False for a Contributor: drafts only, published by an Editor after review (docs/decisions/073). */
	mayPublish?: boolean
}) {
	return (
		<fieldset className="grid gap-5 rounded border border-rule bg-white p-4 sm:grid-cols-2">
			<legend className="px-1 text-sm font-semibold">Publishing</legend>
			<Field
				label="Status"
				id={fields.status.id}
				errors={fields.status.errors}
				hint={
					mayPublish
						? undefined
						: 'Your role saves drafts. “Submit for review” asks an Editor to publish it.'
				}
			>
				<select {...getSelectProps(fields.status)} className={INPUT_CLASS}>
					{(mayPublish ? ARTICLE_STATUSES : (['draft'] as const)).map(
						status => (
							<option key={status} value={status}>
								{ARTICLE_STATUS_LABELS[status]}
							</option>
						),
					)}
				</select>
			</Field>
			<TextField
				label={`Publish date (${timeZone})`}
				hint={publishTimeHint(timeZone)}
				meta={fields.publishedAt}
				type="datetime-local"
				step={1}
			/>
			<TextField
				label="Address"
				hint={`/article/${slug ?? '…'}. Lower-case words joined by hyphens. Empty: made from the headline. Changing the address of a published article keeps the old one working (it redirects).`}
				meta={fields.slug}
				placeholder="made from the headline"
				autoCapitalize="none"
				spellCheck={false}
			/>
			{existing ? (
				<MaterialUpdateField
					input={getInputProps(fields.materialUpdate, { type: 'checkbox' })}
					revisedAt={revisedAt}
				/>
			) : null}
		</fieldset>
	)
}

/**
 * A Contributor's second button: saves the draft and asks an Editor to publish it (the dashboard
 * marks it "Awaiting review"). Says since when, once asked.
 */
export function SubmitForReviewButton({
	awaitingSince,
	disabled,
}: {
	awaitingSince?: string
	disabled: boolean
}) {
	return (
		<>
			<button
				type="submit"
				name="intent"
				value="submit-review"
				disabled={disabled}
				className="rounded bg-accent px-5 py-2 font-semibold text-white disabled:opacity-60"
			>
				Submit for review
			</button>
			{awaitingSince ? (
				<p className="self-center text-sm text-muted">
					Awaiting review since <DeskTime at={awaitingSince} />
				</p>
			) : null}
		</>
	)
}

/** A refused save: the server's message, and the way to the version saved meanwhile. */
export function SaveFailedAlert({
	failure,
	articleId,
}: {
	failure: { message: string; otherVersion?: string }
	articleId: string
}) {
	return (
		<div
			role="alert"
			className="mt-6 rounded border-2 border-accent bg-red-50 p-4 text-sm"
		>
			<p className="font-semibold">Save failed</p>
			<p className="mt-1">{failure.message}</p>
			{failure.otherVersion ? (
				<p className="mt-2">
					<a
						href={failure.otherVersion}
						target="_blank"
						rel="noreferrer"
						className="font-semibold underline"
					>
						Open the saved version
					</a>{' '}
					(in a new tab), or{' '}
					<Link
						to={`/admin/article/${encodeURIComponent(articleId)}`}
						reloadDocument
						className="font-semibold underline"
					>
						reload the editor with it
					</Link>{' '}
					(your text here is replaced).
				</p>
			) : null}
		</div>
	)
}
