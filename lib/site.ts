/**
 * PLACEHOLDERS AN OPERATOR MUST REPLACE before going live: the company's registration numbers,
 * copied from its Kbis extract. The values below are fictitious, but they pass the official
 * checks (Luhn for the SIREN, the key of the French VAT number), so a typo in the real ones
 * fails lib/company-ids.test.ts rather than reaching the legal notice.
 */
const REGISTRATION = {
  // No-break spaces (\u00a0) in the numbers below: an identifier never breaks across two lines.
  siren: '823\u00a0456\u00a0785',
  rcsCity: 'Paris',
  vat: 'FR\u00a072\u00a0823456785',
} as const

/**
 * Language-neutral facts about the agency: one place for the name, contact details and
 * company identifiers that the header, footer, contact section, legal pages and JSON-LD show.
 */
export const siteConfig = {
  name: 'Meridian Digital',
  foundingYear: 2015,
  email: 'hello@meridian-digital.fr',
  // No-break spaces: a telephone number never breaks across two lines.
  phone: '+33\u00a01\u00a084\u00a060\u00a042\u00a015',
  phoneHref: 'tel:+33184604215',
  address: {
    // French postal style: a comma after the number (« au 42, rue de Courcelles »).
    street: '42, rue de Courcelles',
    postalCode: '75008',
    city: 'Paris',
    country: 'FR',
  },
  company: {
    // The registered name without its form: the legal notice writes « Meridian Digital, SAS au capital de… ».
    legalName: 'Meridian Digital',
    legalForm: 'SAS',
    // No-break spaces: the amount never breaks across two lines.
    shareCapital: '10\u00a0000\u00a0€',
    siren: REGISTRATION.siren,
    rcs: `RCS ${REGISTRATION.rcsCity} ${REGISTRATION.siren}`,
    vat: REGISTRATION.vat,
    publicationDirector: 'Claire Moreau',
  },
  host: {
    name: 'Vercel Inc.',
    address: '440 N Barranca Ave #4133, Covina, CA 91723',
    // ISO 3166 code: each language names the country in its own words (« États-Unis », "United States").
    country: 'US',
    // LCEN art. 1-1 (as amended by the SREN law of 21 May 2024): the legal notice gives the host's
    // name, address and telephone number.
    phone: '+1\u00a0559\u00a0288\u00a07060',
    url: 'https://vercel.com',
  },
  /**
   * PLACEHOLDER AN OPERATOR MUST REPLACE: the email service behind SMTP_HOST, which receives the
   * contact messages. The privacy policy names it, and its country decides whether it announces a
   * transfer outside the European Union (GDPR art. 13.1.f).
   */
  mail: {
    name: 'Brevo (Sendinblue SAS)',
    country: 'FR',
    inEu: true,
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/meridian-digital',
    instagram: 'https://www.instagram.com/meridian.digital',
    x: 'https://x.com/meridiandigital',
  },
} as const
