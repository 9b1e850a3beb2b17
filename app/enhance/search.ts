/**
 * The header's search in the browser (decision 051; SPEC §4): without JavaScript the form is a GET
 * to /search. With it, submitting (past 2 characters) opens a results panel in place that reads
 * 'Searching...', then the results or 'No articles found'; the clear button, choosing a result or
 * a click outside closes it.
 */
import { categoryTitle } from '#app/content/categories.ts'
import { articlePath } from '#app/lib/article-path.ts'
import { SEARCH_MIN_LENGTH } from '#app/lib/search.ts'
import { isPlainClick } from '#app/lib/plain-click.ts'

interface Result {
	id: string
	slug?: string
	headline: string
	summary: string
	category: string
}

function element<K extends keyof HTMLElementTagNameMap>(
	tag: K,
	className: string,
	text?: string,
): HTMLElementTagNameMap[K] {
	const made = document.createElement(tag)
	made.className = className
	if (text !== undefined) made.textContent = text
	return made
}

/** A page with React passes its router's navigate, so a chosen result opens without a new document. */
export type Navigate = (path: string) => void

function resultList(
	results: Result[],
	close: () => void,
	navigate: Navigate | undefined,
): HTMLElement {
	const list = element('ul', 'divide-y divide-rule')
	for (const result of results) {
		const link = element('a', 'block hover:underline')
		link.href = articlePath(result)
		link.addEventListener('click', event => {
			close()
			if (!navigate || !isPlainClick(event)) return
			event.preventDefault()
			navigate(link.pathname)
		})
		link.append(
			element(
				'span',
				'block text-[11px] font-semibold tracking-wide text-accent uppercase',
				categoryTitle(result.category),
			),
			element('span', 'block font-serif font-bold', result.headline),
			element('span', 'line-clamp-2 block text-xs text-muted', result.summary),
		)
		const item = element('li', 'py-2')
		item.append(link)
		list.append(item)
	}
	return list
}

/** The articles matching `query`, or null when the search failed. */
async function fetchResults(query: string): Promise<Result[] | null> {
	try {
		const response = await fetch(
			`/api/articles/search?q=${encodeURIComponent(query)}`,
		)
		return response.ok ? ((await response.json()) as Result[]) : null
	} catch {
		return null
	}
}

/** The panel under the search box that shows the results, announced as they change. */
function resultsPanel(): HTMLElement {
	const panel = element(
		'div',
		'absolute right-0 z-20 mt-2 max-h-96 w-96 max-w-[90vw] overflow-y-auto rounded border border-rule bg-surface p-3 shadow-lg',
	)
	panel.setAttribute('role', 'region')
	panel.setAttribute('aria-label', 'Search results')
	panel.setAttribute('aria-live', 'polite')
	return panel
}

/** Turns `container` (components/search-form.tsx: a `[data-search]` holding the form) into the instant search. */
export function enhanceSearch(
	container: HTMLElement,
	navigate?: Navigate,
): () => void {
	const form = container.querySelector('form')
	const input = form?.querySelector<HTMLInputElement>('input[name=q]')
	const clear = container.querySelector<HTMLButtonElement>(
		'[data-search-clear]',
	)
	if (!form || !input) return () => undefined
	let panel: HTMLElement | null = null
	let asked = 0

	const close = () => {
		asked++
		panel?.remove()
		panel = null
		document.removeEventListener('pointerdown', onPointerDown)
	}
	const onPointerDown = (event: PointerEvent) => {
		if (!container.contains(event.target as Node)) close()
	}
	const show = (...content: Node[]) => {
		if (!panel) {
			panel = resultsPanel()
			container.append(panel)
			document.addEventListener('pointerdown', onPointerDown)
		}
		panel.replaceChildren(...content)
	}
	const search = async (query: string) => {
		const ticket = ++asked
		show(element('p', 'text-sm text-muted', 'Searching...'))
		const results = await fetchResults(query)
		if (ticket !== asked) return // closed, or a newer search was asked meanwhile
		if (!results) show(element('p', 'text-sm text-accent', 'Search failed'))
		else if (results.length === 0)
			show(
				element('p', 'text-sm text-muted', `No articles found for "${query}"`),
			)
		else show(resultList(results, close, navigate))
	}

	const onInput = () => {
		if (clear) clear.hidden = input.value === ''
	}
	const onClear = () => {
		input.value = ''
		onInput()
		close()
		input.focus()
	}
	const onSubmit = (event: SubmitEvent) => {
		event.preventDefault()
		const query = input.value.trim()
		if (query.length >= SEARCH_MIN_LENGTH) void search(query)
	}

	input.classList.add('own-clear-button')
	onInput()
	input.addEventListener('input', onInput)
	clear?.addEventListener('click', onClear)
	form.addEventListener('submit', onSubmit)
	return () => {
		close()
		input.classList.remove('own-clear-button')
		if (clear) clear.hidden = true
		input.removeEventListener('input', onInput)
		clear?.removeEventListener('click', onClear)
		form.removeEventListener('submit', onSubmit)
	}
}
