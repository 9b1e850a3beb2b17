/**
 * The reader's theme choice (docs/design/README.md, "Colour"). The page follows the system's
 * `prefers-color-scheme` until the reader picks a theme with the header's toggle; the choice lives
 * in this browser only (localStorage), so a cached page is the same response for everyone.
 */
export const THEME_STORAGE_KEY = 'theme'

export const THEMES = ['light', 'dark'] as const
export type Theme = (typeof THEMES)[number]

export function isTheme(value: unknown): value is Theme {
	return value === 'light' || value === 'dark'
}

/**
 * Run in <head> before anything paints: applies a stored choice as <html data-theme>, so the first
 * frame is already in the reader's theme (no flash of the other one). Inline, so cached pages
 * allow it by its hash and other pages by their nonce (decision 023). It must stay byte-for-byte
 * stable: its hash is what a cached page's policy allows.
 */
export const THEME_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`
