// The Epic Stack's Prettier settings (@epic-web/config/prettier), with the Tailwind plugin pointed
// at our Tailwind 4 stylesheet so class lists are sorted in the order the CSS applies them.
/** @type {import("prettier").Config & import("prettier-plugin-tailwindcss").PluginOptions} */
export default {
	arrowParens: 'avoid',
	bracketSameLine: false,
	bracketSpacing: true,
	embeddedLanguageFormatting: 'auto',
	endOfLine: 'lf',
	htmlWhitespaceSensitivity: 'css',
	insertPragma: false,
	jsxSingleQuote: false,
	printWidth: 80,
	proseWrap: 'always',
	quoteProps: 'as-needed',
	requirePragma: false,
	semi: false,
	singleAttributePerLine: false,
	singleQuote: true,
	tabWidth: 2,
	trailingComma: 'all',
	useTabs: true,
	overrides: [
		// npm rewrites package.json with spaces on every install.
		{ files: ['**/package.json'], options: { useTabs: false } },
	],
	plugins: ['prettier-plugin-tailwindcss'],
	tailwindStylesheet: './app/styles/app.css',
	tailwindFunctions: ['clsx', 'cn'],
}
