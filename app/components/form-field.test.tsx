import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ErrorSummary } from './form-field.tsx'

const REFUSED =
	'This article was saved elsewhere (another tab or another editor) since you opened it.'
const labels = { headline: 'Headline', imageUrls: 'Additional images' }

/** How many times `text` appears in `html`. */
const timesIn = (html: string, text: string) => html.split(text).length - 1

describe('ErrorSummary (issue 18 item 12)', () => {
	it('never lists an error of the whole form under an empty field name', () => {
		const html = renderToStaticMarkup(
			<ErrorSummary
				allErrors={{ '': [REFUSED], 'imageUrls[1]': ['Not an image'] }}
				labels={labels}
			/>,
		)
		expect(html).not.toContain(`: ${REFUSED}`)
		expect(timesIn(html, REFUSED)).toBe(1)
		expect(html).toContain('<li>Additional images: Not an image</li>')
	})

	it('leaves the form error out where the page says it in its own alert', () => {
		const refusedOnly = renderToStaticMarkup(
			<ErrorSummary
				allErrors={{ '': [REFUSED] }}
				labels={labels}
				formErrors={false}
			/>,
		)
		expect(refusedOnly).toBe('')
		const withField = renderToStaticMarkup(
			<ErrorSummary
				allErrors={{ '': [REFUSED], headline: ['Headline is required'] }}
				labels={labels}
				formErrors={false}
			/>,
		)
		expect(timesIn(withField, REFUSED)).toBe(0)
		expect(withField).toContain('<li>Headline: Headline is required</li>')
	})
})
