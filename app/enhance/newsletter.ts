/**
 * The newsletter sign-up in the browser (decision 051). Without JavaScript the form posts to
 * /newsletter and comes back with a notice. With it the page stays put: an empty address is
 * answered at once (SPEC §5's toast), otherwise the button reads 'SUBSCRIBING...' while the address
 * goes to POST /api/newsletter/subscribe (SPEC §7), whose answer becomes a toast, or the error
 * under the field. The server validates everything; nothing here needs a validation library.
 */
import { EMAIL_REQUIRED } from '#app/content/newsletter.ts'
import { showToast } from './toast.ts'

interface Answer {
	message?: string
	title?: string
	description?: string
	errors?: Record<string, string[] | undefined>
}

function emailField(form: HTMLFormElement): HTMLInputElement | null {
	return form.elements.namedItem('email') as HTMLInputElement | null
}

/** The message under the field (or above the button, `field` null); null hides it. */
function say(
	form: HTMLFormElement,
	field: 'email' | null,
	message: string | null,
) {
	const input = emailField(form)
	const id = field ? `${form.id}-email-error` : `${form.id}-error`
	let element = document.getElementById(id)
	if (field && input) {
		if (message) {
			input.setAttribute('aria-invalid', 'true')
			input.setAttribute('aria-describedby', id)
		} else {
			input.removeAttribute('aria-invalid')
			input.removeAttribute('aria-describedby')
		}
	}
	if (!message) {
		// Hidden rather than removed: the element may be React's (an error rendered by the server).
		if (element) element.hidden = true
		return
	}
	if (!element) {
		element = document.createElement('p')
		element.id = id
		element.className = `text-sm ${form.dataset.errorClass ?? 'text-accent'}`
		if (field) input?.after(element)
		else form.querySelector('button[type=submit]')?.before(element)
	}
	element.hidden = false
	element.textContent = message
}

function setPending(form: HTMLFormElement, pending: boolean) {
	const button = form.querySelector<HTMLButtonElement>('button[type=submit]')
	const input = emailField(form)
	if (button) {
		button.disabled = pending
		button.textContent = pending ? 'SUBSCRIBING...' : 'SUBSCRIBE'
	}
	if (input) input.disabled = pending
}

async function subscribe(form: HTMLFormElement, email: string) {
	const source = (form.elements.namedItem('source') as HTMLInputElement | null)
		?.value
	setPending(form, true)
	let status = 0
	let answer: Answer = {}
	try {
		const response = await fetch('/api/newsletter/subscribe', {
			method: 'POST',
			headers: {
				'Content-Type': 'application/json',
				Accept: 'application/json',
			},
			body: JSON.stringify({ email, ...(source ? { source } : {}) }),
		})
		status = response.status
		answer = (await response.json().catch(() => ({}))) as Answer
	} catch {
		// Offline or the server unreachable: said below like any other failure.
	}
	setPending(form, false)
	if (status === 202) {
		// Emptied, not reset: reset would bring back the address a failed no-JavaScript try put there.
		const input = emailField(form)
		if (input) input.value = ''
		showToast(
			{
				title: answer.title ?? 'Subscribed',
				...(answer.description ? { description: answer.description } : {}),
			},
			{ clear: form },
		)
		return
	}
	const fieldError = status === 400 ? answer.errors?.email?.[0] : undefined
	if (fieldError) {
		say(form, 'email', fieldError)
		return
	}
	const message = answer.message ?? 'Please try again later.' // SPEC §8's words when there is no message
	say(form, null, message)
	showToast(
		{
			title: 'Subscription failed',
			description: message,
			variant: 'destructive',
		},
		{ clear: form },
	)
}

/** Makes a sign-up form (components/newsletter-form.tsx) submit in place. */
export function enhanceNewsletterForm(form: HTMLFormElement): () => void {
	form.noValidate = true
	const onSubmit = (event: SubmitEvent) => {
		event.preventDefault()
		const email = emailField(form)?.value.trim() ?? ''
		say(form, null, null)
		if (!email) {
			say(form, 'email', EMAIL_REQUIRED)
			showToast(
				{
					title: 'Email required',
					description: EMAIL_REQUIRED,
					variant: 'destructive',
				},
				{ clear: form },
			)
			return
		}
		say(form, 'email', null)
		void subscribe(form, email)
	}
	form.addEventListener('submit', onSubmit)
	return () => {
		form.noValidate = false
		form.removeEventListener('submit', onSubmit)
	}
}

/**
 * The free guide's offer (components/content-upgrade.tsx): without JavaScript the form posts to
 * /free-guide, which answers with the download panel. With it the address goes to
 * POST /api/newsletter/subscribe as the guide's sign-up (SPEC §7: source and contentType added,
 * the answer not shown) and the panel, rendered hidden beside the form, takes the form's place:
 * the reader gets the guide whatever happens to the sign-up.
 */
export function enhanceGuideOffer(offer: HTMLElement): () => void {
	const form = offer.querySelector('form')
	const ready = offer.querySelector<HTMLElement>('[data-guide-ready]')
	if (!form || !ready) return () => undefined
	const onSubmit = (event: SubmitEvent) => {
		event.preventDefault()
		const email = emailField(form)?.value.trim() ?? ''
		const button = form.querySelector<HTMLButtonElement>('button[type=submit]')
		if (button) {
			button.disabled = true
			button.textContent = 'Sending...'
		}
		const done = () => {
			for (const child of offer.children)
				if (child !== ready) (child as HTMLElement).hidden = true
			ready.hidden = false
			// The button that had focus is gone: focus goes to what the reader came for.
			ready.querySelector<HTMLElement>('a[download]')?.focus()
		}
		fetch('/api/newsletter/subscribe', {
			method: 'POST',
			headers: {
				'Content-Type': 'application/json',
				Accept: 'application/json',
			},
			body: JSON.stringify({
				email,
				source: 'content-upgrade',
				contentType: 'pdf-guide',
			}),
		})
			.catch(() => undefined)
			.finally(done)
	}
	form.addEventListener('submit', onSubmit)
	return () => form.removeEventListener('submit', onSubmit)
}
