import { Form, Link } from 'react-router'

export interface BulkConfirmation {
	operation: string
	/** "Delete", "Publish"… */
	verb: string
	items: { id: string; label: string }[]
	returnTo: string
	intent: string
}

/**
 * The confirmation step of a bulk action: the action answered with what it would change instead
 * of changing it, and this asks once more (a plain POST form; no JavaScript needed).
 */
export function BulkConfirm({
	confirmation,
	noun,
}: {
	confirmation: BulkConfirmation
	noun: string
}) {
	const { verb, items, operation, returnTo, intent } = confirmation
	const question = `${verb} ${items.length} ${items.length === 1 ? noun : `${noun}s`}?`
	return (
		<section
			role="alertdialog"
			aria-labelledby="bulk-question"
			className="mt-4 rounded border-2 border-accent bg-white p-4"
		>
			<h3 id="bulk-question" className="font-serif text-xl font-bold">
				{question}
			</h3>
			<ul className="mt-2 list-disc pl-5 text-sm">
				{items.map(item => (
					<li key={item.id}>{item.label}</li>
				))}
			</ul>
			<Form
				method="post"
				action="/admin?index"
				className="mt-3 flex flex-wrap gap-2"
			>
				<input type="hidden" name="intent" value={intent} />
				<input type="hidden" name="operation" value={operation} />
				<input type="hidden" name="returnTo" value={returnTo} />
				<input type="hidden" name="confirmed" value="yes" />
				{items.map(item => (
					<input key={item.id} type="hidden" name="ids" value={item.id} />
				))}
				<button
					type="submit"
					className="rounded bg-accent px-3 py-1.5 text-sm font-semibold text-white"
				>
					Yes, {verb.toLowerCase()}{' '}
					{items.length === 1
						? `this ${noun}`
						: `these ${items.length} ${noun}s`}
				</button>
				<Link
					to={returnTo}
					className="rounded border border-ink px-3 py-1.5 text-sm font-semibold"
				>
					Cancel
				</Link>
			</Form>
		</section>
	)
}
