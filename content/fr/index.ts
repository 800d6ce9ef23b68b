import type { Dictionary } from '../en'
import { blog } from './blog'
import { common } from './common'
import { pages } from './pages'
import { services } from './services'

export const fr = { common, pages, services, blog } satisfies Dictionary
