/** The free guide's file (SPEC §2: linked at this exact path). */
export const GUIDE_PDF_PATH = '/downloads/5-ceo-personal-branding-mistakes.pdf'
