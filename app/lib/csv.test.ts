import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv.ts'

describe('csv', () => {
	it('leaves plain values alone and quotes commas, quotes and line breaks', () => {
		expect(csvCell('reader@example.com')).toBe('reader@example.com')
		expect(csvCell('a,b')).toBe('"a,b"')
		expect(csvCell('say "hi"')).toBe('"say ""hi"""')
		expect(csvCell('two\nlines')).toBe('"two\nlines"')
	})

	it('defuses values a spreadsheet would run as a formula', () => {
		expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
		expect(csvCell('+1')).toBe("'+1")
		expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
	})

	it('joins rows with CRLF', () => {
		expect(
			toCsv([
				['Email', 'Status'],
				['a@example.com', 'Active'],
			]),
		).toBe('Email,Status\r\na@example.com,Active\r\n')
	})
})
