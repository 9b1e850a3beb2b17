// The library's documented base class for custom stores ("Any new limiter with storage must extend
// RateLimiterStoreAbstract"): its types declare it, but the package index does not export it.
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js' {
	import type { RateLimiterStoreAbstract } from 'rate-limiter-flexible'

	const StoreAbstract: typeof RateLimiterStoreAbstract
	export default StoreAbstract
}
