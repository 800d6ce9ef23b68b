/** The language rules, all safe in the browser. getDictionary is imported from ./dictionaries: it is server-only. */
export * from './locales'
export * from './services'
export * from './paths'
export * from './negotiate'
export * from './format-date'
