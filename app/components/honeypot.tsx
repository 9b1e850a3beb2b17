import { HoneypotInputs } from 'remix-utils/honeypot/react'

/**
 * The public forms' honeypot (remix-utils; app/server/edge/honeypot.server.ts checks it): hidden by
 * our stylesheet, so it needs neither JavaScript nor an inline style.
 */
export function HoneypotField() {
	return <HoneypotInputs className="hidden" label="Leave this field empty" />
}
