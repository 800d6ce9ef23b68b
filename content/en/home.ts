import { OFFER_WORDS } from '../offer'

/** The home page's own copy: hero and the headings of the sections it stacks. */
export const home = {
  hero: {
    eyebrow: 'Digital agency in Paris since 2015',
    // The h1 reads: before + word + after. French puts the adjective after the noun.
    titleBefore: 'A',
    rotatingWords: ['bold', 'creative', 'dynamic', 'modern', 'powerful'],
    titleAfter: 'online presence that wins you clients',
    subtitle:
      'Websites, online stores, mobile apps, branding and campaigns from one Paris team of designers, developers and marketers. One point of contact, a firm price, results you can measure.',
    primaryCta: 'Start your project',
    secondaryCta: 'Explore our services',
    stats: [
      { value: '180+', label: 'projects delivered' },
      { value: '4.9/5', label: 'average client rating (2025 client survey)' },
      OFFER_WORDS.en.replyStat,
    ],
  },
  servicesGrid: {
    eyebrow: 'What we do',
    heading: 'Services that work together',
    intro:
      'Your site, your brand and your traffic are handled by the same team, so nothing gets lost between agencies.',
    allServices: 'See all services',
  },
  comparison: {
    eyebrow: 'Why us',
    heading: 'Internal team, traditional agency or Meridian?',
    intro:
      'Hiring a full team costs a year of salaries before the first result. A traditional agency bills every change. We sit in between.',
  },
  portfolio: {
    eyebrow: 'Selected work',
    heading: 'Projects our clients are proud of',
    intro: 'Six recent projects across web development, e-commerce and search.',
    allProjects: 'View the full portfolio',
  },
  testimonials: {
    eyebrow: 'Testimonials',
    heading: 'What our clients say',
    intro: 'Founders, marketing leads and managing directors on what working with us changed.',
  },
  pricing: {
    eyebrow: 'Pricing',
    heading: 'Monthly plans with no surprises',
    intro: 'Social media, content and search handled for a fixed monthly fee, excluding VAT. No set-up fee and no commitment: cancel at any time, month to month.',
    allDetails: 'Compare the plans in detail',
  },
}
