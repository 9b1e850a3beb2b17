/**
 * A horizontal bar for a value out of a maximum, drawn in the magazine's colours (the browsers'
 * own <meter> and <progress> are green or blue and differ between them). `role` says what it is
 * to assistive technology: a measurement ("meter") or progress through a task ("progressbar").
 */
export function Bar({
	value,
	max,
	role,
	label,
	className = '',
}: {
	value: number
	max: number
	role: 'meter' | 'progressbar'
	label: string
	className?: string
}) {
	const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0
	return (
		<div
			role={role}
			aria-label={label}
			aria-valuemin={0}
			aria-valuemax={max}
			aria-valuenow={value}
			className={`h-2.5 w-full overflow-hidden rounded-full bg-rule ${className}`}
		>
			<div
				className="h-full rounded-full bg-accent"
				style={{ width: `${percent}%` }}
			/>
		</div>
	)
}
