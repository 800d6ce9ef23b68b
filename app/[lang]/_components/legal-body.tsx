import { formatDate } from '@/lib/i18n/format-date'
import { siteConfig } from '@/lib/site'
import { LegalDocument } from '@/components/sections/legal-document'
import type { Body } from './section-page'

/** The privacy policy and the legal notice: the document the dictionary writes from the company's facts. */
export function legalBody(kind: 'privacy' | 'terms'): Body {
  return function LegalBody({ lang, dict: { legal } }) {
    return (
      <LegalDocument
        document={legal[kind](siteConfig)}
        updated={legal.lastUpdated(formatDate(legal.updated, lang))}
        contentsLabel={legal.contents}
      />
    )
  }
}
