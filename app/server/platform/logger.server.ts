import pino from 'pino'

/** Structured JSON logs, one line per event. The level comes from LOG_LEVEL. */
export const logger = pino({
	level:
		process.env.LOG_LEVEL ??
		(process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
	base: { service: 'brandline' },
	redact: {
		paths: [
			'req.headers.cookie',
			'req.headers.authorization',
			'res.headers["set-cookie"]',
		],
		censor: '[redacted]',
	},
})

export type Logger = typeof logger
