import { THEME_STORAGE_KEY, isTheme, type Theme } from '#app/lib/theme.ts'

/** The theme the page shows now: the reader's choice, else the system's. */
function currentTheme(root: HTMLElement): Theme {
	const chosen = root.dataset.theme
	if (isTheme(chosen)) return chosen
	return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}

/**
 * The header's theme toggle (rendered hidden: without JavaScript the system's preference rules).
 * A press switches to the other theme and remembers it in this browser; the head script
 * (lib/theme.ts) applies it on every later page before it paints. `aria-pressed` says whether the
 * dark theme is on, and follows the system while no choice is stored.
 */
export function enhanceThemeToggle(button: HTMLElement): () => void {
	const root = document.documentElement
	const system = matchMedia('(prefers-color-scheme: dark)')
	const show = () =>
		button.setAttribute('aria-pressed', String(currentTheme(root) === 'dark'))
	const onClick = () => {
		const next: Theme = currentTheme(root) === 'dark' ? 'light' : 'dark'
		root.dataset.theme = next
		try {
			localStorage.setItem(THEME_STORAGE_KEY, next)
		} catch {
			// Storage refused (private mode): the choice holds for this page only.
		}
		show()
	}
	show()
	button.hidden = false
	button.addEventListener('click', onClick)
	system.addEventListener('change', show)
	return () => {
		button.removeEventListener('click', onClick)
		system.removeEventListener('change', show)
	}
}
