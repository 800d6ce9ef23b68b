import type { IconName } from '@/lib/icon-names'
import type { ServiceId } from '@/lib/i18n/services'
import type { ServiceCategoryId } from '@/lib/service-categories'

export type ServiceBadge =
  | 'featured'
  | 'popular'
  | 'enterprise'
  | 'creative'
  | 'trending'
  | 'premium'
  | 'essential'
  | 'growth'

type ServiceCardCopy = {
  title: string
  description: string
  icon: IconName
  badge?: ServiceBadge
  tags: string[]
}

/**
 * The service cards of the home grid and the services page: one per service, plus the order and
 * width each grid gives them.
 */
export const servicesCatalog = {
  exploreText: 'Explore',
  requestQuote: 'Get a Quote',
  quoteBlock: {
    title: 'Not sure which service you need?',
    text: 'Describe your goal in a few lines. We reply within one business day with the mix of services that fits it, then send you a quote.',
  },
  page: {
    getStarted: 'Get started',
    stepDone: 'Completed',
    tailored: {
      title: 'Tailored to your business',
      text: 'No two companies have the same clients, tools or deadlines. We adapt every step to yours, and you keep a named contact from the first workshop to the launch and beyond.',
      link: 'Learn more about our team',
    },
  },
  badges: {
    featured: 'Featured',
    popular: 'Popular',
    enterprise: 'Enterprise',
    creative: 'Creative',
    trending: 'Trending',
    premium: 'High-end',
    essential: 'Essential',
    growth: 'Growth',
  } satisfies Record<ServiceBadge, string>,
  cards: {
    'website-creation': {
      title: 'Website creation',
      description:
        'Showcase sites and multilingual platforms designed around your offer, fast on every device and designed to rank from launch day.',
      icon: 'globe',
      badge: 'featured',
      tags: ['Next.js', 'WordPress', 'Accessibility'],
    },
    ecommerce: {
      title: 'E-commerce',
      description:
        'Shopify, WooCommerce or custom stores with a checkout that converts, payments, stock and shipping all connected.',
      icon: 'cart',
      badge: 'popular',
      tags: ['Shopify', 'WooCommerce', 'Stripe'],
    },
    'mobile-applications': {
      title: 'Mobile applications',
      description:
        'iOS and Android apps designed with your users, built in React Native or natively, and published on both stores.',
      icon: 'phone',
      badge: 'trending',
      tags: ['iOS', 'Android', 'React Native'],
    },
    'business-tools': {
      title: 'Business tools & intranet',
      description:
        'Dashboards, client portals and intranets that replace spreadsheets and email chains with one secure workspace.',
      icon: 'briefcase',
      badge: 'enterprise',
      tags: ['Dashboards', 'SSO', 'APIs'],
    },
    branding: {
      title: 'Brand identity',
      description:
        'Positioning, logo, colours, typography and tone of voice, delivered with guidelines your whole team can use.',
      icon: 'palette',
      badge: 'creative',
      tags: ['Logo', 'Guidelines', 'Naming'],
    },
    'content-creation': {
      title: 'Content creation',
      description:
        'Articles, visuals, photos and newsletters written for your readers first and for search engines second.',
      icon: 'pen',
      tags: ['Copywriting', 'Photography', 'Newsletters'],
    },
    'video-production': {
      title: 'Video & motion design',
      description:
        'Brand films, product demos, animated explainers and short social formats, from script to final cut.',
      icon: 'video',
      badge: 'premium',
      tags: ['Filming', 'Animation', 'Reels'],
    },
    seo: {
      title: 'SEO',
      description:
        'Technical audits, keyword strategy, content and links that bring visitors who are ready to buy, month after month.',
      icon: 'search',
      badge: 'growth',
      tags: ['Technical SEO', 'Local SEO', 'Content'],
    },
    'google-ads': {
      title: 'Google Ads',
      description:
        'Search, Shopping and Performance Max campaigns run by certified specialists, every euro tracked to a lead or a sale.',
      icon: 'target',
      tags: ['Search', 'Shopping', 'Performance Max'],
    },
    'social-media': {
      title: 'Social media',
      description:
        'A plan, a calendar and posts that sound like you on Instagram, LinkedIn, Facebook and TikTok, plus community care.',
      icon: 'message',
      badge: 'essential',
      tags: ['Instagram', 'LinkedIn', 'TikTok'],
    },
    'digital-marketing': {
      title: 'Digital marketing',
      description:
        'One strategy across search, social, email and ads, with a single dashboard showing what each channel brings in.',
      icon: 'megaphone',
      tags: ['Strategy', 'Email', 'Automation'],
    },
    analytics: {
      title: 'Data analytics',
      description:
        'Privacy-friendly tracking and clear dashboards that show where clients come from and what to improve next.',
      icon: 'analytics',
      tags: ['GA4', 'Matomo', 'Looker Studio'],
    },
  } satisfies Record<ServiceId, ServiceCardCopy> as Record<ServiceId, ServiceCardCopy>,
  categories: [
    {
      id: 'build' as ServiceCategoryId,
      title: 'Websites and mobile apps',
      intro: 'The products your clients use every day, designed, built and maintained by one team.',
    },
    {
      id: 'brand' as ServiceCategoryId,
      title: 'Social media, branding and content',
      intro: 'An identity people remember and content that keeps them coming back.',
    },
    {
      id: 'traffic' as ServiceCategoryId,
      title: 'Traffic acquisition',
      intro: 'Search, ads and data to bring the right visitors and turn them into clients.',
    },
  ],
}
