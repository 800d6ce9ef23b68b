import type { ServiceId } from '@/lib/i18n/services'
import type { PlanId } from '@/lib/pricing'

/**
 * The agency's offer, written down once: what the monthly plans cover and what only Premium has,
 * what is a project quoted on request, what is free, how prices are stated and how fast we
 * answer. Both dictionaries take their wording of it from OFFER_WORDS, and content/offer.test.ts
 * fails when a page of either language promises something this module does not (issue 43: the
 * home page sold « one plan » for websites, the comparison table gave every plan a live dashboard,
 * one page said 24 h and the others one business day).
 */
export const OFFER = {
  /** Every price on the site excludes VAT (B2B offer); the pricing page's note says so too. */
  pricesExcludeVat: true,
  /** We answer a message within this many business days, Monday to Friday, 9 am to 6 pm. */
  replyBusinessDays: 1,
  /** A detailed proposal (and its quote) follows within this many business days. */
  proposalBusinessDays: 2,
  /** Work starts within two weeks of the signed quote or the first month of a plan. */
  kickOffWeeks: 2,
  /** The monthly plans cover these services only. */
  planServices: ['social-media', 'content-creation', 'seo', 'google-ads'] satisfies ServiceId[],
  /** Projects: quoted on request, after a discovery call, with a fixed price. */
  quotedOnRequest: [
    'website-creation',
    'ecommerce',
    'mobile-applications',
    'business-tools',
    'branding',
    'content-creation',
    'video-production',
    'digital-marketing',
    'analytics',
  ] satisfies ServiceId[],
  /**
   * What is free, by service page: a first audit where the product description's French calls
   * to action say « Demander un audit (SEO, marketing) gratuit », so English says « free » there
   * too; a first editorial calendar for content. No other page promises anything free.
   */
  free: {
    seo: 'first audit',
    'google-ads': 'first audit',
    'social-media': 'first audit',
    'digital-marketing': 'first audit',
    'content-creation': 'first editorial calendar',
  } satisfies Partial<Record<ServiceId, string>>,
  /** What the Premium plan alone includes. */
  premiumOnly: ['dedicated account manager', 'live analytics dashboard', 'Google Ads management', 'social ads management'],
  /** Premium includes this advertising budget each month, on top of managing the campaigns. */
  googleAdsBudgetEur: 500,
  /** Plans: no set-up fee, no commitment, cancel at any time; nothing to « renew ». */
  setUpFee: 0,
  commitmentMonths: 0,
  /** Every plan has a monthly report; every project a named project manager. */
  everyPlan: ['monthly report'],
  /** Our own tools are included; the client's subscriptions (hosting, apps, licences) are theirs. */
  toolsIncluded: 'ours only',
} as const

export type OfferWords = {
  /** Written after every price. */
  exclVat: string
  /** The reply time, as a sentence says it. */
  replyTime: string
  /** The reply time as a figure and its label (the home page's stats). */
  replyStat: { value: string; label: string }
  proposalTime: string
  premiumOnly: (what: string) => string
}

/** The offer's own words in each language: the dictionaries read these instead of retyping them. */
export const OFFER_WORDS: Record<'en' | 'fr', OfferWords> = {
  en: {
    exclVat: 'excl. VAT',
    replyTime: 'one business day',
    replyStat: { value: '1 business day', label: 'to reply to your message' },
    proposalTime: 'two business days',
    premiumOnly: (what) => `${what} with Premium`,
  },
  fr: {
    exclVat: 'HT',
    replyTime: 'un jour ouvré',
    replyStat: { value: '1\u00a0jour ouvré', label: 'pour vous répondre' },
    proposalTime: 'deux jours ouvrés',
    premiumOnly: (what) => `${what} avec le forfait Premium`,
  },
}

/** The plans, for the test: which ones a feature may appear in. */
export const PREMIUM_PLAN: PlanId = 'premium'
