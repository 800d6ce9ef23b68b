import type { Dictionary } from '../en'
import { OFFER_WORDS } from '../offer'

export const home = {
  hero: {
    eyebrow: 'Agence digitale à Paris depuis 2015',
    // L’adjectif suit le nom et s’accorde avec « présence » (féminin singulier).
    titleBefore: 'Une présence en ligne',
    rotatingWords: ['audacieuse', 'créative', 'dynamique', 'moderne', 'puissante'],
    titleAfter: 'qui vous apporte des clients',
    subtitle:
      'Sites web, boutiques en ligne, applications mobiles, identité de marque et campagnes\u00a0: une seule équipe parisienne de designers, de développeurs et de marketeurs s’occupe de tout. Un interlocuteur unique, un prix ferme, des résultats mesurables.',
    primaryCta: 'Démarrer votre projet',
    secondaryCta: 'Découvrir nos services',
    stats: [
      { value: 'Plus de 180', label: 'projets livrés' },
      { value: '4,9/5', label: 'note moyenne de nos clients (enquête de satisfaction 2025)' },
      OFFER_WORDS.fr.replyStat,
    ],
  },
  servicesGrid: {
    eyebrow: 'Nos métiers',
    heading: 'Des expertises qui se complètent',
    intro:
      'Votre site, votre marque et votre trafic sont confiés à la même équipe : rien ne se perd entre plusieurs agences.',
    allServices: 'Voir tous les services',
  },
  comparison: {
    eyebrow: 'Pourquoi nous',
    heading: 'Équipe interne, agence classique ou Meridian\u00a0?',
    intro:
      'Recruter une équipe complète coûte un an de salaires avant le premier résultat. Une agence classique facture chaque modification. Nous proposons une troisième voie.',
  },
  portfolio: {
    eyebrow: 'Réalisations',
    heading: 'Des projets dont nos clients sont fiers',
    intro: 'Six projets récents en développement web, e-commerce et référencement naturel.',
    allProjects: 'Voir toutes nos réalisations',
  },
  testimonials: {
    eyebrow: 'Témoignages',
    heading: 'Ce que disent nos clients',
    intro: 'Fondateurs, responsables marketing et dirigeants racontent ce qui a changé depuis que nous travaillons ensemble.',
  },
  pricing: {
    eyebrow: 'Tarifs',
    heading: 'Des forfaits mensuels sans surprise',
    intro: 'Vos réseaux sociaux, vos contenus et votre référencement naturel pris en charge pour un prix fixe, hors taxes. Sans frais de mise en place ni engagement\u00a0: votre forfait est résiliable à tout moment, d’un mois sur l’autre.',
    allDetails: 'Comparer les forfaits en détail',
  },
} satisfies Dictionary['home']
