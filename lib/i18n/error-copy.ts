import { errorPage as en } from '@/content/en/error-page'
import { errorPage as fr } from '@/content/fr/error-page'
import { table } from '@/lib/lookup'
import type { Lang } from './locales'

export type ErrorPageCopy = typeof en

/**
 * The error page's copy in both languages, for the error boundaries. They are client components
 * that Next renders without props of ours, so they cannot take a slice of getDictionary (which is
 * server-only and holds all the copy): these few strings are all that reaches the browser.
 */
export const ERROR_PAGE_COPY = table<Lang, ErrorPageCopy>({ en, fr })
