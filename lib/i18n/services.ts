import { lookup, table } from '@/lib/lookup'
import type { Lang } from './locales'

/**
 * The one table of service pages and their slug in each language. The proxy, the language
 * switch, alternates, the sitemap and the pages all read it, so no second copy can drift.
 */
export const SERVICES = [
  { id: 'website-creation', en: 'website-creation', fr: 'creation-site-web' },
  { id: 'ecommerce', en: 'ecommerce', fr: 'e-commerce' },
  { id: 'mobile-applications', en: 'mobile-applications', fr: 'applications-mobiles' },
  { id: 'business-tools', en: 'business-tools', fr: 'outils-metier' },
  { id: 'branding', en: 'branding', fr: 'identite-marque' },
  { id: 'content-creation', en: 'content-creation', fr: 'creation-contenu' },
  { id: 'video-production', en: 'video-production', fr: 'production-video' },
  { id: 'seo', en: 'seo', fr: 'referencement-naturel' },
  { id: 'google-ads', en: 'google-ads', fr: 'google-ads-fr' },
  { id: 'social-media', en: 'social-media', fr: 'reseaux-sociaux' },
  { id: 'digital-marketing', en: 'digital-marketing', fr: 'marketing-digital' },
  { id: 'analytics', en: 'analytics', fr: 'analytique' },
] as const

export type ServiceId = (typeof SERVICES)[number]['id']

/** The header dropdown lists eleven services: analytics has a page but no menu entry. */
export const MENU_SERVICE_IDS: readonly ServiceId[] = SERVICES.map((s) => s.id).filter(
  (id) => id !== 'analytics',
)

/** Old addresses still linked from elsewhere; both lead to the SEO page. Keyed by a URL segment. */
export const LEGACY_SERVICE_SLUGS = table<string, ServiceId>({
  'seo-optimization': 'seo',
  'optimisation-seo': 'seo',
})

export function serviceSlug(id: ServiceId, lang: Lang): string {
  const service = SERVICES.find((s) => s.id === id)
  if (!service) throw new Error(`Unknown service id: ${id}`)
  return service[lang]
}

/** Finds a service by a slug of either language, or a legacy slug. */
export function findServiceBySlug(
  slug: string,
): { id: ServiceId; lang: Lang | null } | undefined {
  for (const service of SERVICES) {
    if (service.en === slug) return { id: service.id, lang: 'en' }
    if (service.fr === slug) return { id: service.id, lang: 'fr' }
  }
  const legacy = lookup(LEGACY_SERVICE_SLUGS, slug)
  return legacy ? { id: legacy, lang: null } : undefined
}

export function isServiceId(value: string): value is ServiceId {
  return SERVICES.some((s) => s.id === value)
}
