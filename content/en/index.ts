import { common } from './common'
import { contact } from './contact'
import { legal } from './legal'
import { pages } from './pages'
import { services } from './services'

/** English defines the shape of every dictionary: French must match it key for key. */
export const en = { common, pages, services, contact, legal }

export type Dictionary = typeof en
