import type { siteConfig } from './site'

/**
 * The shape of the privacy policy and the legal notice. Their copy lives in content/{lang}/legal.ts
 * as functions of the company facts, so identifiers are written once, in lib/site.ts.
 */
export type LegalFacts = Pick<typeof siteConfig, 'name' | 'email' | 'phone' | 'address' | 'company' | 'host' | 'mail'>

export type LegalBlock = { paragraphs?: string[]; items?: string[] }

export type LegalSection = LegalBlock & {
  heading: string
  subsections?: Array<LegalBlock & { heading: string }>
}

export type LegalDocument = { intro: string[]; sections: LegalSection[] }
