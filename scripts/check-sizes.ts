/**
 * Size check of CONVENTIONS (issue 19): no file in app/ over 400 lines and no function over 80
 * lines, JSX components (functions that return markup) and sample content (app/content/sample/)
 * aside. Lists what is over; exits 1 when something is.
 *
 *     node scripts/check-sizes.ts [--max-file 400] [--max-function 80]
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const args = process.argv.slice(2)
function option(name: string, fallback: number): number {
	const at = args.indexOf(name)
	return at >= 0 ? Number(args[at + 1]) : fallback
}
const MAX_FILE = option('--max-file', 400)
const MAX_FUNCTION = option('--max-function', 80)
const ROOT = 'app'
const EXEMPT = [path.join(ROOT, 'content', 'sample') + path.sep]

function sourceFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
		const full = path.join(dir, entry.name)
		if (entry.isDirectory())
			return entry.name === '+types' ? [] : sourceFiles(full)
		return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
			? [full]
			: []
	})
}

function containsJsx(node: ts.Node): boolean {
	if (
		ts.isJsxElement(node) ||
		ts.isJsxSelfClosingElement(node) ||
		ts.isJsxFragment(node)
	)
		return true
	return ts.forEachChild(node, containsJsx) ?? false
}

type FunctionLike =
	| ts.FunctionDeclaration
	| ts.FunctionExpression
	| ts.ArrowFunction
	| ts.MethodDeclaration

function nameOf(node: FunctionLike): string {
	if (node.name && ts.isIdentifier(node.name)) return node.name.text
	const parent = node.parent
	if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name))
		return parent.name.text
	if (ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name))
		return parent.name.text
	if (ts.isCallExpression(parent) && ts.isIdentifier(parent.expression))
		return `(${parent.expression.text} callback)`
	return '(anonymous)'
}

/** Markup: a component (a capitalised function) or a nameless render callback, returning JSX. */
function isComponent(node: FunctionLike): boolean {
	return /^[A-Z(]/.test(nameOf(node)) && containsJsx(node)
}

const long: string[] = []
const large: string[] = []
for (const file of sourceFiles(ROOT)) {
	if (EXEMPT.some(prefix => file.startsWith(prefix))) continue
	const text = readFileSync(file, 'utf8')
	const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
	if (lines > MAX_FILE) large.push(`${lines}\t${file}`)
	const source = ts.createSourceFile(
		file,
		text,
		ts.ScriptTarget.Latest,
		true,
		file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
	)
	const visit = (node: ts.Node) => {
		if (
			(ts.isFunctionDeclaration(node) ||
				ts.isFunctionExpression(node) ||
				ts.isArrowFunction(node) ||
				ts.isMethodDeclaration(node)) &&
			node.body
		) {
			const start = source.getLineAndCharacterOfPosition(node.getStart()).line
			const end = source.getLineAndCharacterOfPosition(node.getEnd()).line
			const span = end - start + 1
			if (span > MAX_FUNCTION && !isComponent(node))
				long.push(`${span}\t${file}:${start + 1}\t${nameOf(node)}`)
		}
		ts.forEachChild(node, visit)
	}
	visit(source)
}

const byLength = (a: string, b: string) =>
	Number(b.split('\t')[0]) - Number(a.split('\t')[0])
console.log(`Files over ${MAX_FILE} lines: ${large.length}`)
for (const row of large.sort(byLength)) console.log(`  ${row}`)
console.log(
	`Functions over ${MAX_FUNCTION} lines (components aside): ${long.length}`,
)
for (const row of long.sort(byLength)) console.log(`  ${row}`)
process.exitCode = long.length + large.length > 0 ? 1 : 0
