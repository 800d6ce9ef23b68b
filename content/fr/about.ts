import type { Dictionary } from '../en'

export const about = {
  eyebrow: 'À propos',
  heading: 'Une équipe parisienne qui fait de vos objectifs les siens',
  founded: (year: number) => `Fondée à Paris en ${year}`,
  story:
    'Meridian Digital est née dans un petit bureau près du parc Monceau, avec deux designers et un développeur. Aujourd’hui, vingt-deux personnes travaillent dans notre studio du 8ᵉ arrondissement pour des indépendants, des start-up, des PME et des groupes cotés, en français comme en anglais.',
  mission: {
    title: 'Notre mission',
    text: 'Donner à chaque entreprise, quelle que soit sa taille, les outils numériques d’un grand groupe : un site rapide, une marque claire et des campagnes rentables.',
  },
  vision: {
    title: 'Notre vision',
    text: 'Un web où les petites équipes rivalisent par la qualité de leurs idées plutôt que par la taille de leur budget, avec des technologies simples à maîtriser.',
  },
  valuesTitle: 'Nos valeurs',
  values: [
    {
      icon: 'sparkles',
      title: 'Excellence',
      text: 'Nous livrons un travail que nous signerions de notre nom : testé, accessible et rapide sur un téléphone ordinaire.',
    },
    {
      icon: 'rocket',
      title: 'Innovation',
      text: 'Nous essayons d’abord les nouveaux outils sur nos propres projets, et ne vous proposons que ce qui a fait ses preuves.',
    },
    {
      icon: 'users',
      title: 'Collaboration',
      text: 'Vous voyez l’avancement toutes les deux semaines, échangez directement avec celles et ceux qui réalisent votre projet et décidez en connaissance de cause.',
    },
  ],
  stats: [
    { value: '22', label: 'designers, développeurs et marketeurs' },
    { value: 'Plus de 180', label: 'projets livrés depuis 2015' },
    { value: '92\u00a0%', label: 'de nos clients travaillent encore avec nous après un an' },
  ],
  cta: 'Nous rencontrer',
} satisfies Dictionary['about']
