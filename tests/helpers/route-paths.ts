/**
 * Every address the site answers, derived from its route files (flat routes: `article.$id._index.tsx`
 * serves /article/:id) and the few extra routes declared in app/routes.ts. Tests that must cover
 * every route (no draft leaks through any of them) walk this list, so a new route is covered the
 * day its file is added.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const routesDir = path.resolve(import.meta.dirname, '../../app/routes')

/** A route file name as its URL pattern, e.g. "api.articles.$id._index.ts" → "/api/articles/:id". */
export function routePattern(file: string): string {
	const name = file.replace(/\.(tsx?|jsx?)$/, '')
	const segments: string[] = []
	// Dots split segments except inside [...] (escaped literals such as rss[.xml]).
	for (const raw of name.match(/(?:\[[^\]]*\]|[^.])+/g) ?? []) {
		if (raw === '_index' || (raw.startsWith('_') && !raw.startsWith('_[')))
			continue
		const segment = raw.replace(/_$/, '')
		if (segment === '$') segments.push('*')
		else if (segment.startsWith('$')) segments.push(`:${segment.slice(1)}`)
		else segments.push(segment.replace(/\[([^\]]*)\]/g, '$1'))
	}
	return `/${segments.join('/')}`
}

const IGNORED = [/\.server\.ts$/, /\.test\./, /^legal\.tsx$/, /^moved\.ts$/]

/** Every route's URL pattern: one per route file, and the addresses app/routes.ts adds. */
export function allRoutePatterns(): string[] {
	const fromFiles = readdirSync(routesDir)
		.filter(
			file =>
				/\.(tsx?|jsx?)$/.test(file) &&
				!IGNORED.some(pattern => pattern.test(file)),
		)
		.map(routePattern)
	const config = readFileSync(path.resolve(routesDir, '../routes.ts'), 'utf8')
	const declared = [...config.matchAll(/route\(['"]([^'"]+)['"]/g)].map(
		match => `/${match[1]}`,
	)
	const moved = [
		...(/\[((?:\s*['"][^'"]+['"],?)+)\s*\]\.map\(\(?path\)? =>\s*route\(path/
			.exec(config)?.[1]
			?.matchAll(/['"]([^'"]+)['"]/g) ?? []),
	].map(match => `/${match[1]}`)
	return [...new Set([...fromFiles, ...declared, ...moved])].sort()
}

/**
 * The concrete paths of a pattern, with each `:param` (and `*`) replaced by every value `values`
 * gives for it (a missing one stands for "x"). E.g. /article/:id with { id: ["a", "b"] } → two paths.
 */
export function expandPattern(
	pattern: string,
	values: Record<string, string[]>,
): string[] {
	let paths = ['']
	for (const segment of pattern.split('/').slice(1)) {
		const name =
			segment === '*' ? '*' : segment.startsWith(':') ? segment.slice(1) : null
		const options =
			name === null
				? [segment]
				: (values[name] ?? ['x']).map(encodeURIComponent)
		paths = paths.flatMap(prefix =>
			options.map(option => `${prefix}/${option}`),
		)
	}
	return paths.map(value => value || '/')
}
