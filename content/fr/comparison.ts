import type { Dictionary } from '../en'
import { OFFER_WORDS } from '../offer'

export const comparison = {
  caption: 'Meridian comparée à une équipe interne et à une agence classique',
  criterion: 'Critère',
  columns: { internal: 'Équipe interne', agency: 'Agence classique', us: 'Meridian Digital' },
  showMore: 'Voir plus',
  showLess: 'Voir moins',
  rows: [
    {
      label: 'Coût mensuel',
      internal: 'Plus de 12\u00a0000\u00a0€ de salaires pour un designer, un développeur et un marketeur',
      agency: 'Devis par projet, chaque modification facturée en plus',
      us: 'Forfaits de 300 à 1\u00a0500\u00a0€\u00a0HT par mois, projets sur devis',
    },
    {
      label: 'Délai de démarrage',
      internal: '3 à 6 mois de recrutement',
      agency: '4 à 8 semaines de briefs et de propositions',
      us: 'Démarrage sous deux semaines',
    },
    {
      label: 'Étendue des compétences',
      internal: 'Limitée aux personnes recrutées',
      agency: 'Large, mais partagée entre de nombreux clients',
      us: 'Design, développement, référencement naturel, publicité et contenus dans une seule équipe',
    },
    {
      label: 'Souplesse',
      internal: 'Effectifs et contrats figés',
      agency: 'Contrats longs et avenants',
      us: 'Changez de forfait ou faites une pause quand vous le souhaitez',
    },
  ],
  extra: [
    {
      label: 'Planification et exécution',
      internal: 'Dépend de la disponibilité des responsables',
      agency: 'Planifiées par l’agence, exécutées à son rythme',
      us: 'Feuille de route partagée, livraisons toutes les deux semaines',
    },
    {
      label: 'Accompagnement en gestion de projet',
      internal: 'À votre charge',
      agency: 'Chargé de compte partagé entre de nombreux clients',
      us: `Un chef de projet attitré pour chaque projet\u00a0; ${OFFER_WORDS.fr.premiumOnly('un chargé de compte dédié')}`,
    },
    {
      label: 'Suivi des résultats',
      internal: 'Fait en interne, quand on a le temps',
      agency: 'Présentations trimestrielles',
      us: `Rapport mensuel\u00a0; ${OFFER_WORDS.fr.premiumOnly('tableau de bord en direct')}`,
    },
    {
      label: 'Outils et licences',
      internal: 'Achetés et maintenus par vous',
      agency: 'Facturés en supplément',
      us: 'Nos outils de travail inclus\u00a0; vos abonnements (hébergement, applications) restent à votre charge',
    },
  ],
} satisfies Dictionary['comparison']
