import { useEffect } from 'react'
import { showToast, type ToastMessage } from '#app/enhance/toast.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'

/**
 * A toast flashed by the server after a redirect. The server renders it as a plain notice, so it
 * is seen without JavaScript. With JavaScript it becomes a regular (dismissable, timed) toast
 * instead: here once React runs, and on reading pages through the reader script, which promotes
 * the notice by its data attributes (promoteFlashToast in enhance/toast.ts).
 */
export function FlashToast({ toast }: { toast: ToastMessage | null }) {
	useEffect(() => {
		if (toast) showToast(toast)
	}, [toast?.id]) // eslint-disable-line react-hooks/exhaustive-deps -- one toast per id
	const hydrated = useHydrated()
	if (!toast || hydrated) return null
	const destructive = toast.variant === 'destructive'
	return (
		<div
			data-flash-toast=""
			data-title={toast.title}
			data-description={toast.description}
			data-variant={toast.variant}
			role={destructive ? 'alert' : 'status'}
			className={`fixed right-4 bottom-4 z-50 max-w-sm rounded border p-4 shadow-lg ${destructive ? 'border-accent bg-accent text-on-accent' : 'border-rule bg-surface'}`}
		>
			<p className="font-semibold">{toast.title}</p>
			{toast.description ? (
				<p className="mt-1 text-sm">{toast.description}</p>
			) : null}
		</div>
	)
}
