import { REDIRECT_CSV_MAX_BYTES } from '#app/schemas/redirect.ts'

/** The admin's redirects page, where its forms post and its answers go back to. */
export const REDIRECTS_PAGE = '/admin/redirects'
/** The largest CSV upload, in MB, as the page and its refusals say it. */
export const REDIRECT_CSV_LIMIT_MB = REDIRECT_CSV_MAX_BYTES / 1024 / 1024
