import { describe, expect, it } from 'vitest'
import { siteConfig } from '@/lib/site'
import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { contact } from './contact'
import { fr } from './index'
import { legal } from './legal'
import { frenchTypography, typographyFaults } from '@/lib/french-typography.mjs'
import { dictionaryStrings, frenchExportTexts } from '../french-texts.test-support'

describe('French typography of every interface string', () => {
  const texts = dictionaryStrings(fr)

  // The same rules the blog build applies to the articles (lib/french-typography.mjs): no-break
  // space before : ; ! ? % » and after «, between thousands and before a unit (€, h, Mo, Ko, km…),
  // em dashes bound to their incise, typographic apostrophe, « 8ᵉ », « de 2 000 à 5 000 € ».
  it('breaks none of the rules of French typography', () => {
    const offenders = texts.map((text) => ({ text, faults: typographyFaults(text) })).filter(({ faults }) => faults.length > 0)
    expect(offenders).toEqual([])
  })

  it('includes the legal documents filled with the company facts', () => {
    const legalTexts = dictionaryStrings(legal)
    expect(legalTexts.some((text) => text.includes(siteConfig.company.rcs))).toBe(true)
    expect(legalTexts.every((text) => texts.includes(text))).toBe(true)
    expect(dictionaryStrings(contact).every((text) => texts.includes(text))).toBe(true)
  })
})

describe('the typography rules', () => {
  // Each rule must be able to fail: a faulty sample for each, and its corrected form.
  it.each([
    ['Langue : français', 'Langue\u00a0: français'],
    ['Prêt ?', 'Prêt\u00a0?'],
    ['« Bonjour »', '«\u00a0Bonjour\u00a0»'],
    ['l\'équipe', 'l’équipe'],
    ['12 000 €', '12\u00a0000\u00a0€'],
    ['une photo de 4 Mo', 'une photo de 4\u00a0Mo'],
    ['200 Ko', '200\u00a0Ko'],
    ['à 5 km', 'à 5\u00a0km'],
    ['sous 24 h', 'sous 24\u00a0h'],
    ['la réponse — ça dépend — est', 'la réponse —\u00a0ça dépend\u00a0— est'],
    ['au 75e centile', 'au 75ᵉ centile'],
    ['2 000 € – 5 000 €', 'de 2\u00a0000 à 5\u00a0000\u00a0€'],
  ])('finds a fault in %j and none once corrected', (faulty, corrected) => {
    expect(typographyFaults(faulty)).not.toEqual([])
    expect(typographyFaults(corrected)).toEqual([])
  })

  it('corrects what an author types with ordinary spaces', () => {
    expect(frenchTypography('Prêt ? « Oui » : 4 Mo, 24 h, 5 km, 2 000 €')).toBe(
      'Prêt\u00a0? «\u00a0Oui\u00a0»\u00a0: 4\u00a0Mo, 24\u00a0h, 5\u00a0km, 2\u00a0000\u00a0€',
    )
    expect(frenchTypography('la réponse — ça dépend — est utile — souvent.')).toBe(
      'la réponse —\u00a0ça dépend\u00a0— est utile\u00a0— souvent.',
    )
    expect(frenchTypography('voir https://pagespeed.web.dev/?url=x')).toBe('voir https://pagespeed.web.dev/?url=x')
  })
})

/**
 * What reads translated to a French client (issue 13): calques of English phrases, English words
 * where French has its own, and number forms a French text does not use.
 */
const TRANSLATED = [
  /services qui travaillent ensemble/i,
  /faisons compter/i,
  /qui se remboursent/i,
  /ton de voix/i,
  /publicitaires sociales/i,
  /valent la lecture/i,
  /\bquoi (améliorer|tester|faire)\b/i,
  /a déménagé/i,
  /(?<!App )\bstores?\b/i, // the App Store keeps its name
  /\btimeline\b/i,
  /social media/i,
  /travaillons partout/i,
  /ceux qui font le travail/i,
  /demander une estimation/i,
  /\b\d+\+/, // « plus de 180 », not « 180+ »
  /\b\d+e\b/, // « 8ᵉ », with the superscript letter
  // Issue 34: what a Paris editor still read as translated.
  /\bquoi (demander|corriger|construire)\b/i, // « ce qu’il faut demander », « que construire »
  /résilie chaque mois/i, // the plan is « résiliable à tout moment »
  /pause chaque mois/i, // a pause whenever the client wants
  /n[’']ont jamais les mêmes/i,
  /convertit et paiement/i,
  /(photos|visuels)[^.]*\bécrits\b/i, // photos are not written
  /en qui l[’']on a confiance/i, // said of a person, not of a brand
  /\bcaptent et\b/i, // « capter » needs its object
  /nous revenons avec/i,
  /application vivante/i,
  /une seule version des chiffres/i,
  /à l[’']heure, à chaque fois/i,
  /\borganiques?\b/i, // « venues des moteurs de recherche »
  /servi uniquement par/i,
  /\bSAS, SAS\b/,
  /\bgains? rapides?\b/i, // "quick wins"
  /tout équipée/i, // « toute équipée »
  /vous devez payer des/i,
  /équipe (branding|acquisition)\b/i,
  /\bposts?\b/i,
  /brûle\w* (votre|la|sa) trésorerie/i,
  /relèvent (surtout )?du bruit/i, // "is noise"
  /pilotez au/i,
  /que vous avez déjà payés/i,
  /la seule page de vous/i,
  /photos propres/i,
  /peut faire le lien/i, // "bridge the gap"
  /rendez le lien/i,
  /à propos de l[’']auteur/i, // the blog's authors are a woman and a man: a neutral heading
  // Issue 43: what the Paris editor's review of 2026-11-27 still read as translated or spoken.
  /\bsur Paris\b/, // « à Paris »
  /Plans d[’']Apple/, // the service is « Apple Plans »
  /check-list/i,
  /combien ça coûte/i,
  /maquettes mobile\b/i,
  /arriver à l[’']heure/i, // deliverables are « livrés dans les délais »
  /le plus choisi/i,
  /convertis depuis/i,
  /générer des contacts/i, // "generate leads"
  /passés au crible/i,
  /trafic de recherche|issus de la recherche/i, // "search traffic"
  /l[’']impression d[’']être cassé/i,
]

describe('the French blog articles, after the build', () => {
  const texts = frenchExportTexts()

  it('are gathered from the export', () => {
    expect(texts.length).toBeGreaterThan(400)
  })

  it.each(TRANSLATED.map((pattern) => [pattern] as const))('have nothing that reads translated: %s', (pattern) => {
    expect(texts.filter((text) => pattern.test(text))).toEqual([])
  })
})

describe('all the French copy', () => {
  const texts = dictionaryStrings(fr)

  it('is gathered from every module', () => {
    expect(texts.length).toBeGreaterThan(600)
  })

  it.each(TRANSLATED.map((pattern) => [pattern] as const))('has nothing that reads translated: %s', (pattern) => {
    expect(texts.filter((text) => pattern.test(text))).toEqual([])
  })

  it('names the quote button the same everywhere', () => {
    expect(fr.servicesCatalog.requestQuote).toBe('Demander un devis')
    expect(fr.common.nav.getQuote).toBe('Demander un devis')
  })

})

describe('the French source files', () => {
  const folder = fileURLToPath(new URL('.', import.meta.url))
  const sources = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))

  it.each(sources.map((name) => [name] as const))('%s has no straight apostrophe inside its text', (name) => {
    // Strings are written between single quotes or backticks: an apostrophe in prose shows up as
    // a letter, a straight quote and a letter ("n'avons"), or inside a double-quoted string.
    const source = readFileSync(`${folder}/${name}`, 'utf8')
    expect(source.match(/\p{L}'\p{L}|"[^"\n]*'[^"\n]*"/gu) ?? []).toEqual([])
  })
})
