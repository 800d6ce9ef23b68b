import type { Dictionary } from '../en'

export const pages = {
  home: {
    meta: {
      title: 'Agence web, mobile et marketing à Paris',
      description:
        'Sites web, e-commerce, applications mobiles, identité de marque, référencement naturel et publicité\u00a0: une seule équipe parisienne. Projets sur devis, forfaits mensuels (réseaux sociaux, contenus, référencement naturel) dès 300\u00a0€\u00a0HT, réponse sous un jour ouvré.',
    },
    heading: 'Nous créons des sites qui vous amènent des clients',
  },
  services: {
    meta: {
      title: 'Nos services',
      description:
        'Sites et applications mobiles, réseaux sociaux, identité de marque et contenus, référencement naturel et Google Ads\u00a0: tous les services de notre agence parisienne, et ce que chacun comprend.',
    },
    heading: 'Tout ce qu’il faut pour développer votre activité en ligne',
    intro:
      'Une seule équipe pour le site, la marque et le trafic\u00a0: moins d’intermédiaires, un interlocuteur responsable, des résultats mesurables.',
  },
  pricing: {
    meta: {
      title: 'Tarifs',
      description:
        'Trois forfaits mensuels pour vos réseaux sociaux, vos contenus et votre référencement naturel\u00a0: Starter à 300\u00a0€\u00a0HT, Growth à 700\u00a0€\u00a0HT et Premium à 1\u00a0500\u00a0€\u00a0HT par mois. Sans frais de mise en place ni engagement\u00a0: chaque forfait est résiliable à tout moment.',
    },
    heading: 'Des forfaits mensuels simples',
    intro: 'Choisissez votre rythme. Chaque forfait comprend un rapport mensuel\u00a0; le forfait Premium y ajoute un chargé de compte dédié et un point chaque semaine.',
  },
  about: {
    meta: {
      title: 'À propos',
      description:
        'Fondée à Paris en 2015, Meridian Digital réunit designers, développeurs et marketeurs. Notre mission, notre vision et les valeurs qui guident notre travail.',
    },
    heading: 'Une agence parisienne tournée vers vos résultats',
    intro: 'Depuis 2015, nous aidons indépendants, start-up et grands groupes à transformer leurs idées en produits que leurs clients utilisent vraiment.',
  },
  contact: {
    meta: {
      title: 'Nous contacter',
      description:
        'Parlez-nous de votre projet\u00a0: nous répondons sous un jour ouvré avec de premières pistes, puis vous adressons un devis clair. Notre studio est à Paris, près du parc Monceau, et nous accompagnons des clients dans toute la France comme à l’étranger.',
    },
    heading: 'Parlons de votre projet',
    intro: 'Dites-nous où vous en êtes et où vous voulez aller. Nous vous répondons sous un jour ouvré.',
  },
  portfolio: {
    meta: {
      title: 'Réalisations',
      description:
        'Une sélection de sites, de boutiques en ligne et de missions de référencement naturel réalisés pour nos clients, avec les résultats obtenus.',
    },
    heading: 'Nos réalisations',
    intro: 'Quelques projets dont nous sommes fiers, et ce qu’ils ont changé pour celles et ceux qui nous les ont confiés.',
  },
  privacy: {
    meta: {
      title: 'Politique de confidentialité',
      description:
        'Ce que ce site collecte, pourquoi, combien de temps nous le conservons et vos droits au titre du RGPD\u00a0: formulaire de contact, mesure d’audience sans cookie, préférences d’affichage.',
    },
    heading: 'Politique de confidentialité',
  },
  terms: {
    meta: {
      title: 'Conditions d’utilisation et mentions légales',
      description:
        'Mentions légales de Meridian Digital SAS (éditeur, hébergeur) et conditions d’utilisation de ce site.',
    },
    heading: 'Conditions d’utilisation et mentions légales',
  },
  blog: {
    meta: {
      title: 'Blog',
      description:
        'Conseils pratiques sur les sites web, le référencement naturel, l’e-commerce et le marketing digital, par l’équipe Meridian Digital.',
    },
    heading: 'Idées et conseils',
    intro: 'Des conseils concrets sur les sites, le référencement naturel, l’e-commerce et le marketing, rédigés par celles et ceux qui les appliquent chaque jour pour nos clients.',
  },
} satisfies Dictionary['pages']
