/**
 * The article editor's save (`/admin/article/:id`): images may arrive as uploads (no JavaScript:
 * file inputs) or as paths the upload widget set; the text is checked first, and files are decoded
 * and stored only when it passes. The publish time is a wall time in the publication's zone
 * (docs/decisions/067). Whatever goes wrong, the editor comes back with every value and says why.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { statusOf } from './http.server.ts'
import {
	discardStashedEdits,
	restoredEdit,
} from './edit-stash-requests.server.ts'
import { readAndParseImageForm } from './image-form.server.ts'
import type { RequestInfo } from './request-context.ts'
import {
	DRAFTS_ONLY_MESSAGE,
	requireArticleRights,
} from './article-access.server.ts'
import { redirectWithToast } from './toast.server.ts'
import {
	sendStoryFromEditor,
	storyIntentOf,
} from './story-send-editor.server.ts'
import { articleEditorSchema } from '#app/schemas/article.ts'
import {
	createArticle,
	updateArticle,
} from '#app/server/articles/editing.server.ts'
import { storedPublishTime } from '#app/server/articles/reading.server.ts'
import { asDomainError } from '#app/server/platform/errors.server.ts'
import { getSettings } from '#app/server/site/settings.server.ts'
import type { Person } from '#app/server/people/staff.server.ts'
import { findProfile } from '#app/server/people/profiles.server.ts'

const ARTICLE_GONE_MESSAGE =
	'This article no longer exists (it was deleted meanwhile). Copy your text before leaving this page.'

export interface SaveFailure {
	message: string
	otherVersion?: string
}

/** The message of a refused form: its first error (the error summary lists them all by field). */
function failureOf(result: {
	error?: Record<string, string[] | null> | null
}): SaveFailure {
	const first = Object.values(result.error ?? {}).find(
		errors => errors && errors.length > 0,
	)?.[0]
	return { message: first ?? 'Please fix the fields listed above.' }
}

/**
 * What the editor's page needs besides the article: whether this person may publish it, values
 * sent when the session had expired (back after the sign-in, docs/decisions/044), the desk's time
 * zone, and for a new article its byline, the writer's own profile (docs/decisions/078).
 */
export async function editorBasics(
	request: Request,
	person: Pick<Person, 'id' | 'role' | 'name'>,
	id: string,
) {
	const { publish } = await requireArticleRights(person, id)
	const restored = await restoredEdit(request)
	const { timeZone } = await getSettings()
	// A new article's byline is the writer's profile, or their name before they have one.
	const byline =
		id === 'new'
			? ((await findProfile(person.id))?.name ?? person.name)
			: undefined
	return { publish, restored, timeZone, byline }
}

/**
 * The editor's answers to a refused save: the form back with its values and the message
 * (`refuse`), or the message a failed save's error carries (`refuseError`; others are logged).
 */
function refusalsOf(
	form: FormData,
	schema: ReturnType<typeof articleEditorSchema>,
	info: RequestInfo,
) {
	const refuse = (
		status: number,
		message: string,
		fieldErrors: Record<string, string[]> = { '': [message] },
		otherVersion?: string,
	) =>
		data(
			{
				result: parseWithZod(form, { schema }).reply({ fieldErrors }),
				failure: { message, otherVersion },
			},
			{ status },
		)
	const refuseError = (error: unknown) => {
		const failure = asDomainError(error)
		if (!failure) {
			info.log.error({ err: error }, 'article save failed')
			return refuse(
				500,
				'The server could not save the article. Nothing was changed; your text is still here: try again in a moment.',
			)
		}
		const fieldErrors = (failure.details?.errors as
			Record<string, string[]> | undefined) ?? { '': [failure.message] }
		const otherVersion =
			typeof failure.details?.otherVersion === 'string'
				? failure.details.otherVersion
				: undefined
		return refuse(statusOf(failure), failure.message, fieldErrors, otherVersion)
	}
	return { refuse, refuseError }
}

export async function saveArticleFromEditor(
	request: Request,
	id: string,
	info: RequestInfo,
	person: Pick<Person, 'id' | 'role'>,
) {
	// Someone else's article (or a Contributor's that left draft) is refused before its form is read.
	const rights = await requireArticleRights(person, id)
	const { timeZone } = await getSettings()
	// An unchanged publish time keeps its instant, even the second of a repeated hour.
	const kept = id === 'new' ? null : await storedPublishTime(id)
	const schema = articleEditorSchema(timeZone, kept)
	const submitted = await readAndParseImageForm(
		request,
		info.clientIp,
		schema,
		{ image: 'imageUrl', images: 'imageUrls' },
		{ preview: true },
	)
	// The Preview button (without JavaScript): the form comes back rendered, nothing is saved.
	if (submitted.ok === 'preview') return { ...submitted, failure: undefined }
	if (!submitted.ok)
		return data(
			{ result: submitted.result, failure: failureOf(submitted.result) },
			{ status: submitted.status },
		)
	const { refuse, refuseError } = refusalsOf(
		submitted.multipart.form,
		schema,
		info,
	)
	// A Contributor's save keeps the article a draft; "Submit for review" asks an Editor to publish it.
	if (!rights.publish && submitted.value.status !== 'draft')
		return refuse(403, DRAFTS_ONLY_MESSAGE, { status: [DRAFTS_ONLY_MESSAGE] })
	const story = storyIntentOf(submitted.multipart.form)
	if (story && id !== 'new')
		return sendStoryFromEditor({
			request,
			id,
			person,
			rights,
			mode: story,
			form: submitted.multipart.form,
			value: submitted.value,
			refuse,
			refuseError,
		})
	const reviewRequested =
		submitted.multipart.form.get('intent') === 'submit-review'
	try {
		if (id === 'new') {
			await createArticle(submitted.value, undefined, {
				ownerId: person.id,
				reviewRequested,
			})
			await discardStashedEdits(request)
			return redirectWithToast('/admin?tab=articles&saved=new', {
				title: 'Article created!',
				description: savedMessage(reviewRequested),
			})
		}
		if (
			!(await updateArticle(id, submitted.value, undefined, {
				reviewRequested,
			}))
		)
			return refuse(404, ARTICLE_GONE_MESSAGE)
	} catch (error) {
		return refuseError(error)
	}
	await discardStashedEdits(request)
	return redirectWithToast(
		`/admin?tab=articles&saved=${encodeURIComponent(id)}`,
		{ title: 'Article updated!', description: savedMessage(reviewRequested) },
	)
}

function savedMessage(reviewRequested: boolean): string {
	return reviewRequested
		? 'Submitted for review: Editors see it marked “Awaiting review” and publish it.'
		: 'Your changes have been saved.'
}
