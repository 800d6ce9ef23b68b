import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { ServiceId } from '@/lib/i18n/services'

/**
 * The labels the product description quotes (calls to action, buttons, headings, messages), read
 * from its copy in content/product-description.md. They are the contract (CONTRACT.md § 11): the
 * site shows them word for word; the only changes allowed are French sentence case, French
 * spaces (no-break before « ! ») and the typographic apostrophe.
 */
const DESCRIPTION = readFileSync(fileURLToPath(new URL('./product-description.md', import.meta.url)), 'utf8')

/** Quoted strings of the description that are not labels of the site, each with its reason. */
const NOT_LABELS: Record<string, string> = {
  'no posts found': 'describes the empty state in passing; its label is quoted later as « No Posts Found »',
  'Unknown error occurred': 'the seed’s internal wrapping of a non-Error value, never a label: the site shows its own error state',
  '+N': 'a pattern, not words: the card shows « +2 » (blog.moreTags in each dictionary)',
  'The resource could not be found.': 'the Contentful SDK’s own error message, not copy of the site',
}

/** French by its accents or its little words; every other quoted label is English. */
const isFrench = (label: string) => /[àâçéèêëîïôûù]|\b(de|du|un|une|nous|vous|le|la|les|des|pas)\b/iu.test(label)

const quoted = [...DESCRIPTION.matchAll(/"([^"\n]+)"/g)].map((m) => m[1] ?? '')
const labels = [...new Set(quoted)].filter((label) => !(label in NOT_LABELS))

export const productLabels = {
  en: labels.filter((label) => !isFrench(label)),
  fr: labels.filter(isFrench),
  ignored: NOT_LABELS,
}

/** What a label may change, and nothing else: spaces, apostrophe and, in French, capitals. */
export function sameLabel(label: string, text: string, lang: 'en' | 'fr'): boolean {
  const norm = (s: string) => {
    const plain = s.replace(/[’']/g, '’').replace(/[\s\u00a0\u202f]+/g, ' ').trim()
    return lang === 'fr' ? plain.toLocaleLowerCase('fr') : plain
  }
  return norm(label) === norm(text)
}

/** The service names of the description's « Page copy per service » sentence, as our ids. */
const SERVICE_NAMES: Record<string, ServiceId> = {
  branding: 'branding',
  'social media': 'social-media',
  content: 'content-creation',
  video: 'video-production',
  SEO: 'seo',
  'Google Ads': 'google-ads',
  'digital marketing': 'digital-marketing',
}

/** Each service page's English title and French call to action, as the description pairs them. */
export function serviceLabels(): Array<{ id: ServiceId; en: string; fr: string }> {
  const sentence = /Page copy per service[^:]*:([^\n]*)/.exec(DESCRIPTION)?.[1] ?? ''
  return [...sentence.matchAll(/(?:^|;)\s*([\w ]+?) "([^"]+)" \/ "([^"]+)"/g)].map((m) => {
    const id = SERVICE_NAMES[m[1] ?? '']
    if (!id) throw new Error(`content/product-description.md names an unknown service: ${m[1]}`)
    return { id, en: m[2] ?? '', fr: m[3] ?? '' }
  })
}

/** "English call-to-action is always "…"". */
export const englishCallToAction = /English call-to-action is always "([^"]+)"/.exec(DESCRIPTION)?.[1] ?? ''
