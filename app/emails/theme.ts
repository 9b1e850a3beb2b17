/**
 * Colours and type for e-mails. Mail clients ignore most CSS, so these go into inline styles;
 * the dark-mode overrides in `DARK_MODE_CSS` use the classes set beside them. Light-on-dark and
 * dark-on-light both pass WCAG AA contrast with these values.
 */
export const MAIL = {
	paper: '#f4f1ea',
	card: '#ffffff',
	ink: '#111418',
	muted: '#5c6470',
	rule: '#e3e0d8',
	accent: '#b4232c',
	serif:
		"'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, 'Times New Roman', serif",
	sans: "'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const

/**
 * Apple Mail, iOS and Outlook for Mac honour prefers-color-scheme; Outlook.com marks its dark mode
 * with [data-ogsc]/[data-ogsb]; Gmail inverts by itself, which our colours survive (no text in
 * images, no transparent logos, explicit backgrounds everywhere).
 */
export const DARK_MODE_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .mail-bg { background-color: #16181c !important; }
  .mail-card { background-color: #202329 !important; border-color: #33373f !important; }
  .mail-ink { color: #f1efe9 !important; }
  .mail-muted { color: #b3b9c2 !important; }
  .mail-accent { color: #ff8a8f !important; }
  .mail-rule { border-color: #33373f !important; }
  .mail-button { background-color: #d23a43 !important; color: #ffffff !important; }
}
[data-ogsc] .mail-ink { color: #f1efe9 !important; }
[data-ogsc] .mail-muted { color: #b3b9c2 !important; }
[data-ogsc] .mail-accent { color: #ff8a8f !important; }
[data-ogsb] .mail-bg { background-color: #16181c !important; }
[data-ogsb] .mail-card { background-color: #202329 !important; }
@media only screen and (max-width: 620px) {
  .mail-pad { padding-left: 20px !important; padding-right: 20px !important; }
  .mail-headline { font-size: 22px !important; }
}
`
