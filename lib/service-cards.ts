import 'server-only'
import { getDictionary } from '@/lib/i18n/dictionaries'
import type { Lang } from '@/lib/i18n/locales'
import { servicePath } from '@/lib/i18n/paths'
import type { ServiceId } from '@/lib/i18n/services'
import type { ServiceCategoryId } from '@/lib/service-categories'

/** Where each service card sits: language-neutral layout, the copy is in content/{lang}/services-catalog.ts. */
export type ServiceCardLayout = { id: ServiceId; span: 1 | 2; anchor?: string }

/**
 * The home grid, in three rows of three columns. The anchors are the footer's /{lang}#web links.
 */
export const HOME_SERVICE_CARDS: readonly ServiceCardLayout[] = [
  { id: 'website-creation', span: 2, anchor: 'web' },
  { id: 'ecommerce', span: 1, anchor: 'ecommerce' },
  { id: 'mobile-applications', span: 1, anchor: 'mobile' },
  { id: 'business-tools', span: 1 },
  { id: 'branding', span: 1, anchor: 'brand' },
  { id: 'seo', span: 2, anchor: 'seo' },
  { id: 'google-ads', span: 1 },
]

/** The services page's three categories, four cards each in a two-column grid. */
export const SERVICE_CATEGORIES: Readonly<Record<ServiceCategoryId, readonly ServiceCardLayout[]>> = {
  build: [
    { id: 'website-creation', span: 1 },
    { id: 'ecommerce', span: 1 },
    { id: 'mobile-applications', span: 1 },
    { id: 'business-tools', span: 1 },
  ],
  brand: [
    { id: 'social-media', span: 1 },
    { id: 'branding', span: 1 },
    { id: 'content-creation', span: 1 },
    { id: 'video-production', span: 1 },
  ],
  traffic: [
    { id: 'seo', span: 1 },
    { id: 'google-ads', span: 1 },
    { id: 'digital-marketing', span: 1 },
    { id: 'analytics', span: 1 },
  ],
}

/** The cards' props in a language: copy from the dictionary, url from the slug table. */
export function getServiceCards(lang: Lang, layouts: readonly ServiceCardLayout[]) {
  const { servicesCatalog } = getDictionary(lang)
  return layouts.map((layout) => {
    const copy = servicesCatalog.cards[layout.id]
    return {
      title: copy.title,
      description: copy.description,
      icon: copy.icon,
      badge: copy.badge ? servicesCatalog.badges[copy.badge] : undefined,
      tags: copy.tags,
      span: layout.span,
      url: servicePath(lang, layout.id),
      exploreText: servicesCatalog.exploreText,
      anchor: layout.anchor,
    }
  })
}
