import { type RouteConfig, route } from '@react-router/dev/routes'
import { flatRoutes } from '@react-router/fs-routes'

/**
 * Routes are named by their files (`app/routes/admin.article.$id.tsx` serves /admin/article/:id;
 * see @react-router/fs-routes). The exceptions below are modules that serve several addresses.
 */
export default [
	...(await flatRoutes({
		ignoredRouteFiles: [
			'**/*.server.ts',
			'**/*.test.*',
			'**/legal.tsx',
			'**/moved.ts',
		],
	})),
	// One layout, two legal documents.
	route('privacy', 'routes/legal.tsx', { id: 'privacy' }),
	route('terms', 'routes/legal.tsx', { id: 'terms' }),
	// Addresses the site has also been linked under (SPEC §2), answered with a permanent redirect.
	...['privacy-policy', 'terms-of-service', 'guest-posts'].map(path =>
		route(path, 'routes/moved.ts', { id: `moved-${path}` }),
	),
] satisfies RouteConfig
