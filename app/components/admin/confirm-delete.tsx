import { Form } from 'react-router'
import { Popover, type PopoverAlign } from '#app/components/ui/popover.tsx'

/**
 * Delete with a confirmation step that needs no JavaScript: the question and the real button sit
 * inside a disclosure that stays inside the viewport (Popover). `align` says which side of the
 * Delete button the question hangs from on wide screens: "start" where the button opens a row of
 * actions on the left of a card, "end" where it closes one on the right. `returnTo` is the list to
 * come back to (its filters and page kept).
 */
export function ConfirmDelete({
	intent,
	id,
	question,
	label = 'Delete',
	returnTo,
	action = '/admin?index',
	align = 'start',
}: {
	intent: string
	id: string
	question: string
	label?: string
	returnTo?: string
	/** The action that deletes: the dashboard's by default (?index targets it rather than the /admin layout). */
	action?: string
	align?: PopoverAlign
}) {
	return (
		<Popover
			summary={label}
			summaryClassName="rounded border border-accent px-3 py-1 text-sm font-semibold text-accent"
			panelRole="alertdialog"
			panelLabel={question}
			align={align}
		>
			<p className="text-sm">{question}</p>
			<Form method="post" action={action} className="mt-2">
				<input type="hidden" name="intent" value={intent} />
				<input type="hidden" name="id" value={id} />
				{returnTo ? (
					<input type="hidden" name="returnTo" value={returnTo} />
				) : null}
				<button
					type="submit"
					className="rounded bg-accent px-3 py-1 text-sm font-semibold text-white"
				>
					Yes, {label.toLowerCase()}
				</button>
			</Form>
		</Popover>
	)
}
