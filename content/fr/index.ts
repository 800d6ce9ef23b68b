import type { Dictionary } from '../en'
import { common } from './common'
import { pages } from './pages'
import { services } from './services'

export const fr = { common, pages, services } satisfies Dictionary
