/**
 * Language-neutral facts about the agency: one place for the name, contact details and
 * company identifiers that the header, footer, contact section, legal pages and JSON-LD show.
 */
export const siteConfig = {
  name: 'Meridian Digital',
  foundingYear: 2015,
  email: 'hello@meridian-digital.fr',
  phone: '+33 1 84 60 42 15',
  phoneHref: 'tel:+33184604215',
  address: {
    street: '42 rue de Courcelles',
    postalCode: '75008',
    city: 'Paris',
    country: 'FR',
  },
  company: {
    legalName: 'Meridian Digital SAS',
    legalForm: 'SAS',
    shareCapital: '10 000 €',
    siren: '823 456 781',
    rcs: 'RCS Paris 823 456 781',
    vat: 'FR 41 823456781',
    publicationDirector: 'Claire Moreau',
  },
  host: {
    name: 'Vercel Inc.',
    address: '440 N Barranca Ave #4133, Covina, CA 91723, USA',
    url: 'https://vercel.com',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/meridian-digital',
    instagram: 'https://www.instagram.com/meridian.digital',
    x: 'https://x.com/meridiandigital',
  },
} as const
