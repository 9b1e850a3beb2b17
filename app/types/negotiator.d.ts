// negotiator 1.x, the negotiation behind Express's req.accepts*(). Its community types
// (@types/negotiator) describe 0.6, without the `preferred` option that breaks ties our way.
declare module 'negotiator' {
	interface NegotiatorOptions {
		/** On equal quality, these come first, in this order. */
		preferred?: readonly string[]
	}

	export default class Negotiator {
		constructor(request: {
			headers: Record<string, string | string[] | undefined>
		})
		/** The best of `available` for the Accept-Encoding header; undefined when it refuses them all. */
		encoding(
			available?: readonly string[],
			options?: NegotiatorOptions,
		): string | undefined
	}
}
