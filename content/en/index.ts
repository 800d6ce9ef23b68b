import { blog } from './blog'
import { common } from './common'
import { pages } from './pages'
import { services } from './services'

/** English defines the shape of every dictionary: French must match it key for key. */
export const en = { common, pages, services, blog }

export type Dictionary = typeof en
