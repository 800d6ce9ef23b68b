import type { ServiceId } from '@/lib/i18n/services'

type ServiceHero = { name: string; heroTitle: string; heroSubtitle: string }

/**
 * Each service's name and hero. The hero title and subtitle are also the page's <title> and
 * meta description.
 */
export const services: Record<ServiceId, ServiceHero> = {
  'website-creation': {
    name: 'Website creation',
    heroTitle: 'Custom Website Creation That Turns Visitors Into Clients',
    heroSubtitle:
      'Fast, accessible websites designed around your offer and built to rank, from a five-page showcase to a multilingual platform.',
  },
  ecommerce: {
    name: 'E-commerce',
    heroTitle: 'E-Commerce Stores Built to Sell',
    heroSubtitle:
      'Online shops on Shopify, WooCommerce or a custom stack, with checkout, payments, stock and shipping set up to convert from the first visit.',
  },
  'mobile-applications': {
    name: 'Mobile applications',
    heroTitle: 'Mobile Apps Your Customers Keep Using',
    heroSubtitle:
      'iOS and Android apps designed with your users, built with React Native or natively, and published on the App Store and Google Play.',
  },
  'business-tools': {
    name: 'Business tools & intranet',
    heroTitle: 'Business Tools and Intranets That Save Your Team Hours',
    heroSubtitle:
      'Custom dashboards, client portals and intranets that replace spreadsheets and email chains with one secure place to work.',
  },
  branding: {
    name: 'Brand identity',
    heroTitle: 'Brand Identity Design That Makes You Stand Out',
    heroSubtitle:
      'Logo, colours, typography and tone of voice built on a clear positioning, delivered with guidelines your whole team can apply.',
  },
  'content-creation': {
    name: 'Content creation',
    heroTitle: 'Compelling Content Creation Services',
    heroSubtitle:
      'Articles, photos, visuals and newsletters written for your audience and for search engines, published on a steady calendar.',
  },
  'video-production': {
    name: 'Video & motion design',
    heroTitle: 'Professional Video & Motion Design',
    heroSubtitle:
      'Brand films, product demos, animated explainers and short social formats, from script to final cut, in every format you need.',
  },
  seo: {
    name: 'SEO',
    heroTitle: 'Search Engine Optimization (SEO) Services',
    heroSubtitle:
      'Technical audits, keyword strategy, content and links that move you up Google’s results and bring visitors who are ready to buy.',
  },
  'google-ads': {
    name: 'Google Ads',
    heroTitle: 'Google Ads Management Services',
    heroSubtitle:
      'Search, Shopping and Performance Max campaigns managed by certified specialists, with every euro tracked to a lead or a sale.',
  },
  'social-media': {
    name: 'Social media',
    heroTitle: 'Strategic Social Media Management',
    heroSubtitle:
      'A plan, a calendar and posts that sound like you on Instagram, LinkedIn, Facebook and TikTok, with a community that answers back.',
  },
  'digital-marketing': {
    name: 'Digital marketing',
    heroTitle: 'Comprehensive Digital Marketing Services',
    heroSubtitle:
      'One strategy across search, social, email and ads, with a single dashboard that shows what each channel brings in.',
  },
  analytics: {
    name: 'Data analytics',
    heroTitle: 'Data Analytics That Shows What Works',
    heroSubtitle:
      'Privacy-friendly tracking, clean dashboards and monthly insights that tell you where your clients come from and what to do next.',
  },
}
