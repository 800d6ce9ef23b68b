import type { Dictionary } from '../en'

export const services = {
  'website-creation': {
    name: 'Création de site web',
    heroTitle: 'Des sites web sur mesure qui transforment vos visiteurs en clients',
    heroSubtitle:
      'Des sites rapides et accessibles, pensés autour de votre offre et conçus pour être bien référencés, du site vitrine de cinq pages à la plateforme multilingue.',
  },
  ecommerce: {
    name: 'E-commerce',
    heroTitle: 'Des boutiques en ligne conçues pour vendre',
    heroSubtitle:
      'Boutiques Shopify, WooCommerce ou sur mesure, avec tunnel de commande, paiement, stocks et livraison réglés pour convertir dès la première visite.',
  },
  'mobile-applications': {
    name: 'Applications mobiles',
    heroTitle: 'Des applications mobiles que vos clients gardent',
    heroSubtitle:
      'Des applications iOS et Android conçues avec vos utilisateurs, développées en React Native ou en natif, et publiées sur l’App Store et Google Play.',
  },
  'business-tools': {
    name: 'Outils métier et intranet',
    heroTitle: 'Des outils métier et intranets qui font gagner des heures à vos équipes',
    heroSubtitle:
      'Tableaux de bord, portails clients et intranets sur mesure qui remplacent tableurs et chaînes d’e-mails par un espace de travail unique et sécurisé.',
  },
  branding: {
    name: 'Identité de marque',
    heroTitle: 'Une identité de marque qui vous démarque',
    heroSubtitle:
      'Logo, couleurs, typographie et ton de voix bâtis sur un positionnement clair, livrés avec une charte que toute votre équipe peut appliquer.',
  },
  'content-creation': {
    name: 'Création de contenu',
    heroTitle: 'Des contenus qui captent et convainquent',
    heroSubtitle:
      'Articles, photos, visuels et newsletters écrits pour votre public comme pour les moteurs de recherche, publiés selon un calendrier régulier.',
  },
  'video-production': {
    name: 'Vidéo et motion design',
    heroTitle: 'Vidéo et motion design professionnels',
    heroSubtitle:
      'Films de marque, démonstrations produit, vidéos explicatives animées et formats courts pour les réseaux, du script au montage final.',
  },
  seo: {
    name: 'Référencement naturel',
    heroTitle: 'Référencement naturel (SEO) qui fait monter votre site',
    heroSubtitle:
      'Audit technique, stratégie de mots-clés, contenus et liens pour gagner des places sur Google et attirer des visiteurs prêts à acheter.',
  },
  'google-ads': {
    name: 'Google Ads',
    heroTitle: 'Gestion de vos campagnes Google Ads',
    heroSubtitle:
      'Campagnes Search, Shopping et Performance Max pilotées par des spécialistes certifiés, chaque euro rattaché à un contact ou à une vente.',
  },
  'social-media': {
    name: 'Réseaux sociaux',
    heroTitle: 'Une gestion stratégique de vos réseaux sociaux',
    heroSubtitle:
      'Une stratégie, un calendrier et des publications qui vous ressemblent sur Instagram, LinkedIn, Facebook et TikTok, avec une communauté qui répond.',
  },
  'digital-marketing': {
    name: 'Marketing digital',
    heroTitle: 'Un marketing digital complet et cohérent',
    heroSubtitle:
      'Une seule stratégie pour le référencement, les réseaux, l’e-mailing et la publicité, et un tableau de bord qui montre ce que rapporte chaque canal.',
  },
  analytics: {
    name: 'Analyse de données',
    heroTitle: 'L’analyse de données qui montre ce qui marche',
    heroSubtitle:
      'Une mesure d’audience respectueuse de la vie privée, des tableaux de bord clairs et une analyse mensuelle pour savoir d’où viennent vos clients et quoi faire ensuite.',
  },
} satisfies Dictionary['services']
