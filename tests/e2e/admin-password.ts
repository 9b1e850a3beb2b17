/** The browser suite's server runs with this admin password (playwright.config.ts). */
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password-123'
