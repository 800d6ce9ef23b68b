import type { Dictionary } from '../en'

export const servicesCatalog = {
  exploreText: 'Découvrir',
  requestQuote: 'Demander un devis',
  quoteBlock: {
    title: 'Vous ne savez pas quel service choisir ?',
    text: 'Décrivez votre objectif en quelques lignes. Nous répondons sous un jour ouvré avec les services adaptés à votre besoin, puis vous adressons un devis.',
  },
  page: {
    getStarted: 'Commencer',
    stepDone: 'Terminé',
    tailored: {
      title: 'Sur mesure pour votre entreprise',
      text: 'Chaque entreprise a ses clients, ses outils et ses délais. Nous adaptons chaque étape aux vôtres, avec un interlocuteur attitré du premier atelier au lancement, et après.',
      link: 'Découvrir notre équipe',
    },
  },
  badges: {
    featured: 'À la une',
    popular: 'Populaire',
    enterprise: 'Grands comptes',
    creative: 'Créatif',
    trending: 'Tendance',
    premium: 'Haut de gamme',
    essential: 'Essentiel',
    growth: 'Croissance',
  },
  cards: {
    'website-creation': {
      title: 'Création de site web',
      description:
        'Sites vitrines et plateformes multilingues pensés autour de votre offre, rapides sur tous les écrans et conçus pour être bien référencés dès leur lancement.',
      icon: 'globe',
      badge: 'featured',
      tags: ['Next.js', 'WordPress', 'Accessibilité'],
    },
    ecommerce: {
      title: 'E-commerce',
      description:
        'Boutiques Shopify, WooCommerce ou sur mesure, avec un tunnel de commande qui transforme les visites en ventes, et un paiement, des stocks et des livraisons reliés entre eux.',
      icon: 'cart',
      badge: 'popular',
      tags: ['Shopify', 'WooCommerce', 'Stripe'],
    },
    'mobile-applications': {
      title: 'Applications mobiles',
      description:
        'Applications iOS et Android conçues avec vos utilisateurs, développées en React Native ou en natif et publiées sur l’App Store et Google Play.',
      icon: 'phone',
      badge: 'trending',
      tags: ['iOS', 'Android', 'React Native'],
    },
    'business-tools': {
      title: 'Outils métier et intranet',
      description:
        'Tableaux de bord, portails clients et intranets qui remplacent tableurs et chaînes d’e-mails par un espace de travail sécurisé.',
      icon: 'briefcase',
      badge: 'enterprise',
      tags: ['Tableaux de bord', 'SSO', 'API'],
    },
    branding: {
      title: 'Identité de marque',
      description:
        'Positionnement, logo, couleurs, typographie et ton éditorial, livrés avec une charte que toute votre équipe peut appliquer.',
      icon: 'palette',
      badge: 'creative',
      tags: ['Logo', 'Charte graphique', 'Naming'],
    },
    'content-creation': {
      title: 'Création de contenu',
      description:
        'Articles, newsletters, photos et visuels pensés d’abord pour vos lecteurs, ensuite pour les moteurs de recherche.',
      icon: 'pen',
      tags: ['Rédaction', 'Photographie', 'Newsletters'],
    },
    'video-production': {
      title: 'Vidéo et motion design',
      description:
        'Films de marque, démonstrations produit, vidéos explicatives animées et formats courts, du script au montage final.',
      icon: 'video',
      badge: 'premium',
      tags: ['Tournage', 'Animation', 'Reels'],
    },
    seo: {
      title: 'Référencement naturel',
      description:
        'Audit technique, stratégie de mots-clés, contenus et liens pour attirer, mois après mois, des visiteurs prêts à acheter.',
      icon: 'search',
      badge: 'growth',
      tags: ['Référencement technique', 'Référencement local', 'Contenus'],
    },
    'google-ads': {
      title: 'Google Ads',
      description:
        'Campagnes Search, Shopping et Performance Max pilotées par des spécialistes certifiés, chaque euro rattaché à un contact ou à une vente.',
      icon: 'target',
      tags: ['Search', 'Shopping', 'Performance Max'],
    },
    'social-media': {
      title: 'Réseaux sociaux',
      description:
        'Une stratégie, un calendrier et des publications qui vous ressemblent sur Instagram, LinkedIn, Facebook et TikTok, et une communauté animée.',
      icon: 'message',
      badge: 'essential',
      tags: ['Instagram', 'LinkedIn', 'TikTok'],
    },
    'digital-marketing': {
      title: 'Marketing digital',
      description:
        'Une seule stratégie pour le référencement naturel, les réseaux sociaux, l’e-mailing et la publicité, et un tableau de bord qui montre ce que rapporte chaque canal.',
      icon: 'megaphone',
      tags: ['Stratégie', 'E-mailing', 'Automatisation'],
    },
    analytics: {
      title: 'Analyse de données',
      description:
        'Une mesure respectueuse de la vie privée et des tableaux de bord clairs pour savoir d’où viennent vos clients et ce qu’il faut améliorer.',
      icon: 'analytics',
      tags: ['GA4', 'Matomo', 'Looker Studio'],
    },
  },
  categories: [
    {
      id: 'build',
      title: 'Sites web et applications mobiles',
      intro: 'Les produits que vos clients utilisent chaque jour, conçus, développés et maintenus par une seule équipe.',
    },
    {
      id: 'brand',
      title: 'Réseaux sociaux, identité de marque et contenus',
      intro: 'Une identité dont on se souvient et des contenus qui donnent envie de revenir.',
    },
    {
      id: 'traffic',
      title: 'Acquisition de trafic',
      intro: 'Référencement naturel, publicité et données pour attirer les bons visiteurs et les transformer en clients.',
    },
  ],
} satisfies Dictionary['servicesCatalog']
