import type { Dictionary } from '../en'
import { OFFER_WORDS } from '../offer'

export const pricing = {
  currencyLabel: 'Devise',
  perMonth: `\u00a0${OFFER_WORDS.fr.exclVat}/mois`,
  mostPopular: 'Le plus demandé',
  bestForLabel: 'Idéal pour\u00a0:',
  choose: (plan: string) => `Choisir ${plan}`,
  note: 'Prix hors taxes (HT). Les montants en dollars et en livres sterling sont donnés à titre indicatif\u00a0; nous facturons en euros.',
  projectTracking: {
    badge: 'Bientôt disponible',
    heading: 'Le suivi de votre projet en ligne',
    description:
      'Un espace client pour suivre chaque projet étape par étape\u00a0: ce qui est terminé, ce qui arrive ensuite et ce que nous attendons de vous.',
    note: 'Pas encore disponible. D’ici là, nous vous envoyons un point d’avancement par e-mail à chaque étape clé.',
  },
  plans: {
    starter: {
      name: 'Starter',
      description: 'Une présence régulière et professionnelle sur les réseaux sociaux.',
      features: [
        'Jusqu’à 2 réseaux sociaux',
        '8 publications par mois',
        'Animation de la communauté',
        'Rapport mensuel',
      ],
      bestFor: 'Indépendants et petites entreprises qui se lancent sur les réseaux sociaux.',
    },
    growth: {
      name: 'Growth',
      description: 'Réseaux sociaux et référencement naturel réunis pour vous apporter des contacts.',
      features: [
        'Jusqu’à 4 réseaux sociaux',
        '16 publications par mois',
        'Audit technique du référencement et recherche de mots-clés',
        '1 article de blog par mois',
        'Point stratégique mensuel',
        'Rapport mensuel et analyse du trafic',
      ],
      bestFor: 'Entreprises en croissance qui veulent plus de visibilité et un trafic qualifié.',
    },
    premium: {
      name: 'Premium',
      description: 'Tous les canaux pris en charge, campagnes payantes comprises.',
      features: [
        'Tous les réseaux sociaux',
        'Publications illimitées',
        'Stratégie complète de référencement naturel',
        'Gestion Google Ads, 500\u00a0€ de budget publicitaire inclus chaque mois',
        'Gestion de la publicité sur les réseaux sociaux',
        '2 articles de blog par mois',
        'Chargé de compte dédié avec point hebdomadaire',
        'Tableau de bord analytique avancé',
      ],
      bestFor: 'Marques établies qui veulent accélérer sur tous les canaux.',
    },
  },
} satisfies Dictionary['pricing']
