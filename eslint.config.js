import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
	{
		ignores: [
			'build/',
			'build-*/',
			'.react-router/',
			'node_modules/',
			'data/',
			'test-results/',
			'playwright-report/',
			'tools/',
		],
	},
	js.configs.recommended,
	...tseslint.configs.recommendedTypeChecked,
	reactHooks.configs.flat.recommended,
	{
		languageOptions: {
			globals: { ...globals.node, ...globals.browser },
			parserOptions: {
				projectService: true,
				tsconfigRootDir: import.meta.dirname,
			},
		},
		rules: {
			'@typescript-eslint/no-unused-vars': [
				'error',
				{
					argsIgnorePattern: '^_',
					varsIgnorePattern: '^_',
					destructuredArrayIgnorePattern: '^_',
				},
			],
			'@typescript-eslint/consistent-type-imports': [
				'error',
				{ fixStyle: 'inline-type-imports' },
			],
			'no-console': 'off',
			// React Router's control flow: loaders and actions throw a Response, redirect() or data().
			'@typescript-eslint/only-throw-error': [
				'error',
				{
					allow: [
						{ from: 'lib', name: 'Response' },
						{
							from: 'package',
							package: 'react-router',
							name: 'DataWithResponseInit',
						},
					],
				},
			],
		},
	},
	{
		// One import style for app code (docs/decisions/052): a sibling is './name.ts', anything
		// else in app/ is '#app/folder/name.ts' (package.json "imports"), always with its extension,
		// so Node, Vite, Vitest and TypeScript resolve the same specifier the same way.
		files: ['app/**/*.{ts,tsx}'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							regex: '^~/',
							message: "Import app modules as '#app/…' (package.json imports).",
						},
						{
							regex: '^\\.\\./(?!.*\\bserver\\.js$)',
							message:
								"Import from another folder as '#app/…'; './' is for the same folder.",
						},
						{
							regex:
								'^(#app/|\\./)(?!\\+types/)(?!.*\\.(ts|tsx|js|css|json|svg|png|woff2?)(\\?.*)?$)',
							message:
								'Name the module with its extension, as Node resolves it.',
						},
					],
				},
			],
		},
	},
)
