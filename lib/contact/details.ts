import { pagePath } from '@/lib/i18n/paths'
import type { Lang } from '@/lib/i18n/locales'
import { siteConfig } from '@/lib/site'

/** What the contact section shows next to the form, from siteConfig. */
export type ContactDetails = {
  email: string
  phone: string
  phoneHref: string
  addressLines: string[]
  privacyHref: string
}

export function getContactDetails(lang: Lang): ContactDetails {
  return {
    email: siteConfig.email,
    phone: siteConfig.phone,
    phoneHref: siteConfig.phoneHref,
    addressLines: [siteConfig.address.street, `${siteConfig.address.postalCode} ${siteConfig.address.city}`, 'France'],
    privacyHref: pagePath(lang, 'privacy'),
  }
}
