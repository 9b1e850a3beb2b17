/**
 * Toasts for React components: the same toasts reader pages show without React (enhance/toast.ts,
 * decision 051), so there is one implementation. The region is rendered empty by the root layout.
 */
import { useEffect } from 'react'
import {
	prepareToasts,
	showToast,
	TOAST_REGION_CLASSES,
	TOAST_REGION_ID,
} from '#app/enhance/toast.ts'

/** Shows a toast from any component (client only). A stable function. */
export function useToast(): typeof showToast {
	return showToast
}

/** Where toasts appear. React renders it once and never into it; F8 reaches it once the page is interactive. */
export function ToastRegion() {
	useEffect(() => prepareToasts(), [])
	return (
		<section
			id={TOAST_REGION_ID}
			aria-label="Notifications (F8)"
			aria-live="polite"
			tabIndex={-1}
			className={TOAST_REGION_CLASSES}
		/>
	)
}
