import { about } from './about'
import { blog } from './blog'
import { common } from './common'
import { comparison } from './comparison'
import { contact } from './contact'
import { errorPage } from './error-page'
import { home } from './home'
import { legal } from './legal'
import { pages } from './pages'
import { portfolio } from './portfolio'
import { pricing } from './pricing'
import { services } from './services'
import { servicesCatalog } from './services-catalog'
import { testimonials } from './testimonials'

/** English defines the shape of every dictionary: French must match it key for key. */
export const en = {
  common,
  pages,
  services,
  home,
  servicesCatalog,
  comparison,
  pricing,
  about,
  portfolio,
  testimonials,
  contact,
  legal,
  blog,
  errorPage,
}

export type Dictionary = typeof en
