import { checkDatabase } from '#app/server/platform/db.server.ts'

/** Liveness and readiness in one: 200 when the database answers a ping, 503 otherwise. */
export async function loader() {
	const database = await checkDatabase()
	return Response.json(
		{ status: database.ok ? 'ok' : 'unavailable', database },
		{
			status: database.ok ? 200 : 503,
			headers: { 'Cache-Control': 'no-store' },
		},
	)
}
