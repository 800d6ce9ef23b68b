import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { getDictionary, type Dictionary } from '@/lib/i18n/dictionaries'
import type { Lang } from '@/lib/i18n/locales'
import { readLang } from '@/lib/i18n/params'
import type { Section } from '@/lib/i18n/paths'
import { breadcrumbJsonLd, buildMetadata, sectionCrumb } from '@/lib/seo'
import { PageHeader } from '@/components/sections/page-header'
import { JsonLd } from '@/components/seo/json-ld'

type Props = { params: Promise<{ lang: string }> }

/** The inner pages that open with the section's header (the home page and the blog have their own). */
export type StaticSection = Exclude<Section, '' | 'blog'>

export type Body = (page: { lang: Lang; dict: Dictionary }) => ReactNode
type Options = { eyebrow?: (dict: Dictionary) => string }

/** A section's title and description, with its canonical and alternate links, in the page's language. */
export function sectionMetadata(section: StaticSection) {
  return async function generateMetadata({ params }: Props): Promise<Metadata> {
    const lang = await readLang(params)
    return buildMetadata({ lang, path: [section], ...getDictionary(lang).pages[section].meta })
  }
}

/**
 * Every static section page opens the same way: its breadcrumb for search engines, then the
 * header the dictionary writes for it. The route file gives what follows (`body`), so a new
 * section page is its copy plus a few lines.
 */
export function sectionPage(section: StaticSection, body: Body, { eyebrow }: Options = {}) {
  return async function SectionPage({ params }: Props) {
    const lang = await readLang(params)
    const dict = getDictionary(lang)
    const page: { heading: string; intro?: string } = dict.pages[section]
    return (
      <>
        <JsonLd data={breadcrumbJsonLd(lang, [sectionCrumb(lang, section)])} />
        <PageHeader eyebrow={eyebrow?.(dict)} heading={page.heading} intro={page.intro} />
        {body({ lang, dict })}
      </>
    )
  }
}
