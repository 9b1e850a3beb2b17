import { z } from 'zod'

// Every schema module imports zod from here, so this runs before any schema exists. Zod compiles
// fast parsers with `new Function` when allowed; our CSP forbids eval, and even zod's probe for it
// is reported as a violation in the browser. Interpreted parsing is plenty for our forms.
z.config({ jitless: true })

export { z }
