import type { PlanId } from '@/lib/pricing'
import { OFFER_WORDS } from '../offer'

type PlanCopy = { name: string; description: string; features: string[]; bestFor: string }

/** Plan copy per language; prices and rates are language-neutral in lib/pricing.ts. */
export const pricing = {
  currencyLabel: 'Currency',
  perMonth: `/month ${OFFER_WORDS.en.exclVat}`,
  mostPopular: 'Most popular',
  bestForLabel: 'Best for:',
  choose: (plan: string) => `Choose ${plan}`,
  note: 'Prices excluding VAT. Dollar and pound prices are converted from euros for reference; invoices are issued in euros.',
  // Announced in the product description, not built yet: shown as such, with nothing to click.
  projectTracking: {
    badge: 'Coming soon',
    heading: 'Track your project online',
    description:
      'A client space where you will follow each project step by step: what is done, what comes next and what we are waiting for from you.',
    note: 'Not available yet. Until it opens, we send you a progress update by email at every milestone.',
  },
  plans: {
    starter: {
      name: 'Starter',
      description: 'A steady, professional presence on social media.',
      features: [
        'Up to 2 social platforms',
        '8 posts per month',
        'Community engagement',
        'Monthly report',
      ],
      bestFor: 'Freelancers and small businesses starting out on social media.',
    },
    growth: {
      name: 'Growth',
      description: 'Social media and search working together to bring in leads.',
      features: [
        'Up to 4 social platforms',
        '16 posts per month',
        'Technical SEO audit and keyword research',
        '1 blog article per month',
        'Monthly strategy call',
        'Monthly analytics report',
      ],
      bestFor: 'Growing companies that want more visibility and qualified traffic.',
    },
    premium: {
      name: 'Premium',
      description: 'Every channel managed, with paid campaigns included.',
      features: [
        'All social platforms',
        'Unlimited posts',
        'Full SEO strategy',
        'Google Ads management, with €500 of ad budget included each month',
        'Social ads management',
        '2 blog articles per month',
        'Dedicated account manager with weekly check-ins',
        'Advanced analytics dashboard',
      ],
      bestFor: 'Established brands that want to scale across every channel.',
    },
  } satisfies Record<PlanId, PlanCopy>,
}
