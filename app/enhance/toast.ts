/**
 * Toasts, without a framework (decision 051): reader pages that load no React show them too, and
 * React components show theirs through the same function (useToast in components/ui/toast.tsx).
 * One visible at a time, a new one replaces the old; 5 s on screen, paused while the pointer or
 * focus is on it; dismissed by its close button, Escape, or a swipe right of 50 px; F8 moves focus
 * to the toast on screen, and focus goes back where it was when the toast leaves. The region is
 * rendered empty by the root layout (`#toast-region`), so it is in place before any script runs and
 * React never renders into it. The region is a polite live region from the first byte of the page,
 * so a toast added to it is announced (a live region inserted with its words already inside often
 * is not).
 */
/** What a toast says. */
export interface ToastInput {
	title: string
	description?: string
	variant?: 'default' | 'destructive'
}

/** A toast the server flashed: its id tells one redirect's toast from the next. */
export interface ToastMessage extends ToastInput {
	id: string
}

export const TOAST_REGION_ID = 'toast-region'
/** The region's look (bottom right, above the page); the root layout renders it with these. */
export const TOAST_REGION_CLASSES =
	'pointer-events-none fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4 outline-none'
const DURATION_MS = 5000
const SWIPE_THRESHOLD_PX = 50
/** The height a toast takes at the bottom of the screen, its region's padding included. */
const TOAST_ROOM_PX = 160

const VARIANT_CLASSES = {
	default: 'border-rule bg-surface text-ink',
	destructive: 'border-accent bg-accent text-on-accent',
} as const

let current: {
	element: HTMLElement
	timer: ReturnType<typeof setTimeout> | undefined
	remaining: number
	since: number
	hovered: boolean
	focused: boolean
} | null = null
/** Where focus was when F8 took it to the toast, to return it there when the toast leaves. */
let focusBeforeHotkey: HTMLElement | null = null

function region(): HTMLElement {
	let element = document.getElementById(TOAST_REGION_ID)
	if (!element) {
		// A page rendered without the root layout (an error document): the region is made here.
		element = document.createElement('section')
		element.id = TOAST_REGION_ID
		element.className = TOAST_REGION_CLASSES
		element.tabIndex = -1
		element.setAttribute('aria-label', 'Notifications (F8)')
		element.setAttribute('aria-live', 'polite')
		document.body.append(element)
	}
	return element
}

function dismiss(element: HTMLElement) {
	if (current?.element !== element) return
	clearTimeout(current.timer)
	current = null
	const hadFocus = element.contains(document.activeElement)
	element.remove()
	if (hadFocus)
		(focusBeforeHotkey?.isConnected ? focusBeforeHotkey : region()).focus()
	focusBeforeHotkey = null
}

function pause() {
	if (!current?.timer) return
	clearTimeout(current.timer)
	current.timer = undefined
	current.remaining -= Date.now() - current.since
}

/** Runs the clock again, unless the pointer or the focus is still on the toast. */
function resume() {
	if (!current || current.timer || current.hovered || current.focused) return
	const { element } = current
	current.since = Date.now()
	current.timer = setTimeout(
		() => dismiss(element),
		Math.max(1000, current.remaining),
	)
}

function hold(key: 'hovered' | 'focused', value: boolean) {
	if (!current) return
	current[key] = value
	if (value) pause()
	else resume()
}

/** Follows a horizontal drag: past the threshold to the right it dismisses, otherwise it springs back. */
function swipeable(element: HTMLElement) {
	let start: number | null = null
	element.addEventListener('pointerdown', event => {
		if ((event.target as Element).closest('button')) return
		start = event.clientX
		element.setPointerCapture(event.pointerId)
		pause()
	})
	element.addEventListener('pointermove', event => {
		if (start === null) return
		element.style.translate = `${Math.max(0, event.clientX - start)}px 0`
	})
	const end = (event: PointerEvent) => {
		if (start === null) return
		const moved = event.clientX - start
		start = null
		element.style.translate = ''
		if (moved > SWIPE_THRESHOLD_PX) dismiss(element)
		else resume()
	}
	element.addEventListener('pointerup', end)
	element.addEventListener('pointercancel', end)
}

function build(toast: ToastInput): HTMLElement {
	const variant = toast.variant ?? 'default'
	const element = document.createElement('div')
	// A status (what assistive technology lists, and our tests look for), announced as an addition to the live region.
	element.setAttribute('role', 'status')
	element.setAttribute('aria-atomic', 'true')
	element.dataset.variant = variant
	element.tabIndex = 0
	element.className = `pointer-events-auto flex w-full touch-pan-y items-start justify-between gap-4 rounded border p-4 shadow-lg ${VARIANT_CLASSES[variant]}`
	const text = document.createElement('div')
	const title = document.createElement('p')
	title.className = 'font-semibold'
	title.textContent = toast.title
	text.append(title)
	if (toast.description) {
		const description = document.createElement('p')
		description.className = 'mt-1 text-sm opacity-90'
		description.textContent = toast.description
		text.append(description)
	}
	const close = document.createElement('button')
	close.type = 'button'
	close.setAttribute('aria-label', 'Dismiss notification')
	close.className = 'text-lg leading-none opacity-70 hover:opacity-100'
	close.textContent = '×'
	close.addEventListener('click', () => dismiss(element))
	element.append(text, close)
	element.addEventListener('pointerenter', () => hold('hovered', true))
	element.addEventListener('pointerleave', () => hold('hovered', false))
	element.addEventListener('focusin', () => hold('focused', true))
	element.addEventListener('focusout', event => {
		if (!element.contains(event.relatedTarget as Node | null))
			hold('focused', false)
	})
	element.addEventListener('keydown', event => {
		if (event.key === 'Escape') dismiss(element)
	})
	swipeable(element)
	return element
}

/** Shows a toast, replacing the one on screen. */
/**
 * The region at the bottom of the screen, or at the top when `clear` (the form just used) reaches
 * into the bottom part where the toast would be drawn: a confirmation never covers its form.
 */
function place(clear: Element | undefined) {
	const element = region()
	const bottom = clear
		? clear.getBoundingClientRect().bottom < window.innerHeight - TOAST_ROOM_PX
		: true
	element.classList.toggle('bottom-0', bottom)
	element.classList.toggle('top-0', !bottom)
}

/** Shows a toast; `clear` is an element it must not cover (the form that asked for it). */
export function showToast(
	toast: ToastInput,
	{ clear }: { clear?: Element } = {},
): void {
	if (current) dismiss(current.element)
	const element = build(toast)
	place(clear)
	region().append(element)
	current = {
		element,
		timer: undefined,
		remaining: DURATION_MS,
		since: Date.now(),
		hovered: false,
		focused: false,
	}
	resume()
}

/**
 * Makes the page ready for toasts, once per document: F8 takes focus to the toast on screen (or the
 * region), as in most toast libraries. Returns the function that undoes it.
 */
export function prepareToasts(): () => void {
	const onKeyDown = (event: KeyboardEvent) => {
		if (event.key !== 'F8') return
		event.preventDefault()
		if (
			document.activeElement instanceof HTMLElement &&
			!region().contains(document.activeElement)
		)
			focusBeforeHotkey = document.activeElement
		;(current?.element ?? region()).focus()
	}
	document.addEventListener('keydown', onKeyDown)
	return () => document.removeEventListener('keydown', onKeyDown)
}

/**
 * The toast the server flashed after a redirect, rendered as a plain notice so that it is seen
 * without JavaScript (`[data-flash-toast]`): with JavaScript it becomes a regular toast instead.
 */
export function promoteFlashToast(notice: HTMLElement): void {
	const { title, description, variant } = notice.dataset
	if (!title) return
	notice.hidden = true
	showToast({
		title,
		...(description ? { description } : {}),
		variant: variant === 'destructive' ? 'destructive' : 'default',
	})
}
