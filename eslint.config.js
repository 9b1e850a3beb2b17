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
)
