import { describe, expect, it } from 'vitest'
import { deviceOf } from './device.ts'

describe('deviceOf', () => {
	it('names the browser, its major version and the system', () => {
		expect(
			deviceOf(
				'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
			),
		).toBe('Chrome 131 on Linux')
		expect(
			deviceOf(
				'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
			),
		).toBe('Safari 18 on iOS')
	})
	it('says so when it cannot tell', () => {
		expect(deviceOf('')).toBe('Unknown device')
		expect(deviceOf('curl/8.5.0')).not.toBe('')
	})
})
