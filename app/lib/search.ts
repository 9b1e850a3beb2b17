/** A search runs only when the trimmed query is longer than 2 characters (SPEC §4, §9). */
export const SEARCH_MIN_LENGTH = 3
