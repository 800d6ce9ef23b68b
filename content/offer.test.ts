import { describe, expect, it } from 'vitest'
import { SERVICES } from '@/lib/i18n/services'
import { PLAN_IDS, PLAN_PRICES_EUR } from '@/lib/pricing'
import { dictionaryStrings } from './french-texts.test-support'
import { en } from './en'
import { fr } from './fr'
import { OFFER, OFFER_WORDS } from './offer'

/** Sentences of a text; « excl. VAT » does not end one. */
const sentences = (texts: string[]) => texts.flatMap((text) => text.split(/(?<=(?<!excl)[.!?])\s+/))

/** A plan price as each language writes it: "€1,500", « 1 500 € » (any no-break space). */
function priceMention(lang: 'en' | 'fr', eur: number): RegExp {
  const digits = String(eur).replace(/\B(?=(\d{3})+$)/g, lang === 'en' ? ',' : '[\\s\\u00a0\\u202f]')
  return lang === 'en' ? new RegExp(`€${digits}(?![\\d,])`) : new RegExp(`(?<!\\d[\\s\\u00a0\\u202f]?)${digits}[\\s\\u00a0\\u202f]€`)
}

/** What each language calls the offer's parts. */
const WORDS = {
  en: {
    reply: /\b(reply|replies|respond|answer)\b(?! comments)/i, // a community manager answers comments
    duration: /\b(\d+[\s\u00a0]?h|hours?|days?)\b/i,
    quote: /\b(quotes?|price|proposal)\b/i,
    then: /\bthen\b/i,
    premiumOnly: /account manager|dashboard|Google Ads management|social ads/i,
    free: /\bfree\b/i,
    renew: /\brenew/i,
    plan: /\bplans?\b/i,
    project: /\b(websites?|apps?|online stores?|e-commerce|branding)\b/i,
    quoted: /\bquot(e|ed)\b/i,
  },
  fr: {
    reply: /\b(répond\p{L}*|réponse)\b(?! aux commentaires)/iu,
    duration: /(\b\d+[\s\u00a0]?h\b|\bheures?\b|\bjours?\b)/iu,
    quote: /\b(devis|prix|proposition)\b/iu,
    then: /\bpuis\b/iu,
    premiumOnly: /chargé de compte|tableau de bord|gestion Google Ads|publicité sur les réseaux sociaux/i,
    free: /gratuit/i,
    renew: /renouvel/i,
    plan: /\bforfaits?\b/i,
    project: /(\bsites?\b|\bapplications\b|\bboutiques\b|identité de marque)/iu,
    quoted: /\bdevis\b/i,
  },
} as const

describe.each([['en', en], ['fr', fr]] as const)('the %s copy tells the offer of content/offer.ts', (lang, dict) => {
  const words = OFFER_WORDS[lang]
  const w = WORDS[lang]
  // The legal pages speak of other things (the site is « free to use », replies to GDPR requests).
  const texts = dictionaryStrings({ ...dict, legal: undefined })
  // Where the plans are sold: the service pages and cards describe projects, not plans.
    const planTexts = [
    ...dictionaryStrings([dict.home, dict.pages, dict.about, dict.contact, dict.servicesCatalog.quoteBlock, dict.servicesCatalog.page]),
    ...[...dict.comparison.rows, ...dict.comparison.extra].map((row) => row.us),
    ...dictionaryStrings({ ...dict.pricing, plans: { ...dict.pricing.plans, premium: undefined } }),
  ]

  it('gathers the copy', () => {
    expect(texts.length).toBeGreaterThan(500)
    expect(planTexts.length).toBeGreaterThan(60)
  })

  it('says « excluding VAT » wherever a plan price is shown', () => {
    expect(OFFER.pricesExcludeVat).toBe(true)
    expect(dict.pricing.perMonth).toContain(words.exclVat)
    const prices = PLAN_IDS.map((id) => priceMention(lang, PLAN_PRICES_EUR[id]))
    const priced = sentences(texts).filter((s) => prices.some((price) => price.test(s)))
    expect(priced.length).toBeGreaterThan(3)
    expect(priced.filter((s) => !s.includes(words.exclVat))).toEqual([])
  })

  it('gives one reply time, and promises a quote only after it', () => {
    expect(dict.home.hero.stats).toContainEqual(words.replyStat)
    const timed = sentences(texts).filter((s) => w.reply.test(s) && w.duration.test(s))
    expect(timed.length).toBeGreaterThan(2)
    expect(timed.filter((s) => !s.includes(words.replyTime))).toEqual([])
    // A quote takes two business days (the proposal), not the one of the reply.
    const quoteSameDay = timed.filter((s) => {
      const after = s.slice(s.search(w.reply))
      const at = after.search(w.quote)
      return at >= 0 && !w.then.test(after.slice(0, at))
    })
    expect(quoteSameDay).toEqual([])
  })

  it('gives what only Premium has to Premium only', () => {
    const name = dict.pricing.plans.premium.name
    expect(dict.pricing.plans.premium.features.filter((f) => w.premiumOnly.test(f)).length).toBe(OFFER.premiumOnly.length)
    const promised = sentences(planTexts).filter((s) => w.premiumOnly.test(s))
    expect(promised.length).toBeGreaterThan(1)
    expect(promised.filter((s) => !s.includes(name))).toEqual([])
  })

  it('promises something free on the service pages of content/offer.ts only, in both languages', () => {
    const free = SERVICES.filter(({ id }) => w.free.test(JSON.stringify(dict.services[id]))).map(({ id }) => id)
    expect(free.sort()).toEqual(Object.keys(OFFER.free).sort())
    expect(planTexts.filter((s) => w.free.test(s))).toEqual([])
  })

  it('has no commitment to renew, and sells no plan for a project', () => {
    expect(OFFER.commitmentMonths).toBe(0)
    expect(texts.filter((s) => w.renew.test(s))).toEqual([])
    // A text that names the plans beside websites or apps must say that projects are quoted.
    const mixed = planTexts.filter((s) => w.plan.test(s) && w.project.test(s) && !w.quoted.test(s))
    expect(mixed).toEqual([])
  })
})
