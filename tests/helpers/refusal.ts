/** What a promise was rejected with, or null when it resolved: for checking a refusal's kind and details. */
export async function refusal(attempt: Promise<unknown>): Promise<unknown> {
	try {
		await attempt
	} catch (error) {
		return error
	}
	return null
}
