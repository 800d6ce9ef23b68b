import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { isLang, LOCALES, type Lang } from '@/lib/i18n/locales'
import { pagePath } from '@/lib/i18n/paths'
import { SERVICES, type ServiceId } from '@/lib/i18n/services'
import { breadcrumbJsonLd, buildMetadata, sectionCrumb, serviceJsonLd } from '@/lib/seo'
import { SECONDARY_ILLUSTRATION_PATH, serviceIllustrationMarkup } from '@/lib/service-illustration'
import { CtaBanner } from '@/components/sections/cta-banner'
import { ServiceBenefits } from '@/components/sections/service-benefits'
import { ServiceFeatures } from '@/components/sections/service-features'
import { ServiceHero } from '@/components/sections/service-hero'
import { ServiceProcess } from '@/components/sections/service-process'
import { JsonLd } from '@/components/seo/json-ld'

type Props = { params: Promise<{ lang: string; slug: string }> }

export function generateStaticParams() {
  return LOCALES.flatMap((lang) => SERVICES.map((service) => ({ lang, slug: service[lang] })))
}

// Only the slugs of the page's own language render; the proxy redirects the others.
export const dynamicParams = false

async function readService(params: Props['params']): Promise<{ lang: Lang; id: ServiceId; slug: string }> {
  const { lang, slug } = await params
  const service = SERVICES.find((s) => isLang(lang) && s[lang] === slug)
  if (!service || !isLang(lang)) notFound()
  return { lang, id: service.id, slug }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id, slug } = await readService(params)
  const hero = getDictionary(lang).services[id]
  return buildMetadata({
    lang,
    path: ['services', slug],
    title: hero.heroTitle,
    description: hero.heroSubtitle,
  })
}

export default async function ServicePage({ params }: Props) {
  const { lang, id, slug } = await readService(params)
  const dict = getDictionary(lang)
  const content = dict.services[id]
  const shared = dict.servicesCatalog.page
  const contactHref = pagePath(lang, 'contact')
  // The file is named after the English alt text, so both languages share one illustration.
  const illustration = serviceIllustrationMarkup(getDictionary('en').services[id].heroImageAlt)

  const path = pagePath(lang, 'services', slug)

  return (
    <>
      <JsonLd data={serviceJsonLd({ lang, path, name: content.name, description: content.heroSubtitle })} />
      <JsonLd data={breadcrumbJsonLd(lang, [sectionCrumb(lang, 'services'), { name: content.name, path }])} />
      <ServiceHero
        eyebrow={content.name}
        title={content.heroTitle}
        subtitle={content.heroSubtitle}
        ctaLabel={shared.getStarted}
        ctaHref={contactHref}
        illustration={{ markup: illustration, alt: content.heroImageAlt }}
      />
      <ServiceBenefits title={content.benefitsTitle} benefits={content.benefits} />
      <ServiceProcess title={content.processTitle} steps={content.process} doneLabel={shared.stepDone} />
      <ServiceFeatures
        title={content.featuresTitle}
        badge={content.featureBadgeText}
        features={content.features}
        tailored={shared.tailored}
        aboutHref={pagePath(lang, 'about')}
        image={{ src: SECONDARY_ILLUSTRATION_PATH, alt: content.secondaryImageAlt }}
      />
      <CtaBanner className="below-fold" title={content.ctaTitle} text={content.ctaSubtitle} button={content.ctaButton} href={contactHref} />
    </>
  )
}
