import 'server-only'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { otherLang, type Lang } from '@/lib/i18n/locales'
import { pagePath, servicePath } from '@/lib/i18n/paths'
import { MENU_SERVICE_IDS } from '@/lib/i18n/services'
import { siteConfig } from '@/lib/site'

/** The header's and footer's links in a language, from the dictionary and the slug table. */
export function getNavigation(lang: Lang) {
  const { common, services } = getDictionary(lang)
  const { nav, footer } = common
  const link = (href: string, label: string) => ({ href, label })
  const home = pagePath(lang)

  return {
    lang,
    otherLang: otherLang(lang),
    homeHref: home,
    header: {
      before: [link(home, nav.home)],
      after: [
        link(pagePath(lang, 'pricing'), nav.pricing),
        link(pagePath(lang, 'about'), nav.about),
        link(pagePath(lang, 'contact'), nav.contact),
        link(pagePath(lang, 'blog'), nav.blog),
      ],
    },
    services: {
      all: link(pagePath(lang, 'services'), nav.allServices),
      items: MENU_SERVICE_IDS.map((id) => link(servicePath(lang, id), services[id].name)),
    },
    cta: link(pagePath(lang, 'contact'), nav.getQuote),
    footer: {
      quickLinks: [
        link(home, nav.home),
        link(pagePath(lang, 'services'), nav.services),
        link(pagePath(lang, 'portfolio'), footer.portfolio),
        link(pagePath(lang, 'pricing'), nav.pricing),
        link(pagePath(lang, 'about'), nav.about),
        link(pagePath(lang, 'blog'), nav.blog),
        link(pagePath(lang, 'contact'), nav.contact),
      ],
      // Anchors into the home page's services grid (its cards carry these ids).
      serviceAnchors: (['web', 'ecommerce', 'mobile', 'brand', 'seo'] as const).map((anchor) =>
        link(`${home}#${anchor}`, footer.serviceAnchors[anchor]),
      ),
      legal: [
        link(pagePath(lang, 'privacy'), footer.privacy),
        link(pagePath(lang, 'terms'), footer.terms),
      ],
      contact: {
        email: siteConfig.email,
        phone: siteConfig.phone,
        phoneHref: siteConfig.phoneHref,
        addressLines: [
          siteConfig.address.street,
          `${siteConfig.address.postalCode} ${siteConfig.address.city}`,
        ],
        social: [
          link(siteConfig.social.linkedin, 'LinkedIn'),
          link(siteConfig.social.instagram, 'Instagram'),
          link(siteConfig.social.x, 'X'),
        ],
      },
    },
  }
}
