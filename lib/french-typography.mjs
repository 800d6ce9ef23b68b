// French typography, written once. The blog build applies `frenchTypography` to the French
// articles (authors type ordinary spaces and apostrophes); the tests of the French interface
// strings and of the generated blog export check every French text with `typographyFaults`, so a
// rule added here is both applied to the articles and enforced on the interface copy.
// Plain JavaScript (with a .d.mts beside it) because the build script runs under bare Node.

export const NBSP = '\u00a0'

/** Symbols and abbreviations that stay on the line of their number (« 4 Mo », « 24 h », « 300 € »). */
const UNITS = ['€', 'h', 'min', 'ms', 's', 'px', 'Ko', 'Mo', 'Go', 'km', 'm²']
const UNIT = `(?:${UNITS.join('|')})(?![\\p{L}\\d])`

/** Web addresses are not prose: their colons, question marks and digits are left alone. */
const URL = /\b(?:https?:\/\/|www\.)\S+/g

/**
 * Em dashes around an incise: the opening dash keeps its words after it, the closing dash its
 * words before it (« la réponse —\u00a0ça dépend\u00a0— est »); a lone dash stays with the word before
 * it, so no line ever starts with a dash. Only dashes between two ordinary spaces are touched,
 * which makes the function safe to run twice, or on a line first and then on its pieces.
 */
export function frenchDashes(text) {
  let open = false
  return text.replace(/ — |[.!?…](?=\s|$)/g, (match, offset) => {
    if (match !== ' — ') {
      open = false
      return match
    }
    if (open) {
      open = false
      return `${NBSP}— `
    }
    const rest = text.slice(offset + match.length)
    const sentence = rest.split(/[.!?…](?=\s|$)/)[0] ?? ''
    if (sentence.includes(' — ')) {
      open = true
      return ` —${NBSP}`
    }
    return `${NBSP}— `
  })
}

/** Applies French typography to text typed with ordinary spaces and straight apostrophes. */
export function frenchTypography(text) {
  const fixed = text
    .replace(/[ \u00a0]*([:;!?%»])/g, (match, mark, offset, whole) => {
      // Leave "https://", "16:9" and "?q=" alone: only touch marks that follow a space.
      if (mark === ':' && whole.slice(offset + match.length, offset + match.length + 2) === '//') return match
      if (!/[ \u00a0]/.test(match) && mark !== '»') return match
      return `${NBSP}${mark}`
    })
    .replace(/«[ \u00a0]*/g, `«${NBSP}`)
    .replace(/'/g, '’')
    .replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NBSP}`)
    .replace(new RegExp(`(\\d) (${UNIT}|mois\\b)`, 'gu'), `$1${NBSP}$2`)
  return frenchDashes(fixed)
}

/** What a French editor would send back, as a rule name and the pattern that finds it. */
const FAULTS = [
  ['breaking space before : ; ! ? % »', /[ \t\n][:;!?%»]/],
  ['no space before ; ! ? »', /[^\s\u00a0\u202f][;!?»]/],
  ['no space before a colon', /\p{L}[:](?=\s|$)/u],
  ['« without a no-break space after it', /«(?![\u00a0\u202f])/],
  ['straight apostrophe', /'/],
  ['straight double quote', /"/],
  ['thousands split by a breaking space', /\d \d{3}(?!\d)/],
  ['number and unit split by a breaking space', new RegExp(`\\d ${UNIT}`, 'u')],
  ['em dash between breaking spaces', / — /],
  ['ordinal without a superscript (« 8ᵉ », « 75ᵉ »)', /\b\d+(?:e|ème|eme)\b/],
  ['range written with a dash (« de 2 000 à 5 000 € »)', /\d[\s\u00a0]*€?[\s\u00a0]*[–-][\s\u00a0]*\d[\d\s\u00a0]*€/],
]

/** The rules a French text breaks; an empty list when a Paris editor would let it through. */
export function typographyFaults(text) {
  const prose = text.replace(URL, '')
  return FAULTS.filter(([, pattern]) => pattern.test(prose)).map(([name]) => name)
}
