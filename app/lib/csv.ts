/** One CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
export function csvCell(value: string): string {
	// Cells starting with = + - @ (or a tab/CR) run as formulas in Excel and Sheets (CSV injection).
	const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
	return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** One row of CSV text, with its CRLF line end (as RFC 4180 and spreadsheets expect). */
export function csvLine(cells: string[]): string {
	return `${cells.map(csvCell).join(',')}\r\n`
}

/** Rows to CSV text. */
export function toCsv(rows: string[][]): string {
	return rows.map(csvLine).join('')
}
