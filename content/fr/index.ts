import type { Dictionary } from '../en'
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

export const fr = {
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
} satisfies Dictionary
