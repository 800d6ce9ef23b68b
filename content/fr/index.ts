import type { Dictionary } from '../en'
import { common } from './common'
import { contact } from './contact'
import { legal } from './legal'
import { pages } from './pages'
import { services } from './services'

export const fr = { common, pages, services, contact, legal } satisfies Dictionary
