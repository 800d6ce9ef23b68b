import type { Dictionary } from '../en'

export const common = {
  skipToContent: 'Aller au contenu',
  nav: {
    label: 'Navigation principale',
    home: 'Accueil',
    services: 'Services',
    allServices: 'Tous nos services',
    pricing: 'Tarifs',
    about: 'À propos',
    contact: 'Contact',
    blog: 'Blog',
    getQuote: 'Demander un devis',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    mobileMenu: 'Menu',
  },
  theme: {
    toggle: 'Changer de thème',
    toLight: 'Passer au thème clair',
    toDark: 'Passer au thème sombre',
  },
  language: {
    switchTo: 'Read this page in English',
  },
  footer: {
    tagline:
      'Agence digitale parisienne\u00a0: sites, applications et campagnes qui vous amènent des clients.',
    quickLinks: 'Navigation',
    services: 'Services',
    contact: 'Contact',
    follow: 'Suivez-nous',
    serviceAnchors: {
      web: 'Sites web',
      ecommerce: 'E-commerce',
      mobile: 'Applications mobiles',
      brand: 'Identité de marque',
      seo: 'Référencement naturel',
    },
    portfolio: 'Réalisations',
    privacy: 'Politique de confidentialité',
    terms: 'Conditions d’utilisation et mentions légales',
    rights: (year: number, name: string) => `© ${year} ${name}. Tous droits réservés.`,
    language: 'Langue\u00a0:',
    languageShort: { text: 'EN', accessible: 'EN\u00a0: changer de langue' },
  },
  notFound: {
    meta: {
      title: 'Page introuvable',
      description: 'Cette page n’existe pas ou a été déplacée.',
    },
    eyebrow: 'Erreur 404',
    heading: 'Cette page est introuvable',
    body: 'L’adresse comporte peut-être une faute de frappe, ou la page a été déplacée. Voici quelques pistes pour poursuivre votre visite.',
    home: 'Retour à l’accueil',
    contact: 'Nous contacter',
  },
  meta: {
    titleTemplate: (siteName: string) => `%s | ${siteName}`,
    defaultTitle: 'Meridian Digital\u00a0: agence web, mobile et marketing à Paris',
    defaultDescription:
      'Meridian Digital, agence parisienne, conçoit des sites web, des boutiques en ligne, des applications mobiles, des identités de marque et des campagnes marketing pour les entreprises de toutes tailles.',
  },
} satisfies Dictionary['common']
