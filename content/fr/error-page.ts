import type { Dictionary } from '../en'

export const errorPage = {
  title: 'Une erreur est survenue',
  eyebrow: 'Erreur',
  heading: 'Cette page n’a pas pu s’afficher',
  body: 'Un problème est survenu de notre côté pendant l’affichage de cette page. Réessayer suffit souvent. Sinon, la page d’accueil et le reste du site restent accessibles.',
  retry: 'Réessayer',
  home: 'Retour à l’accueil',
} satisfies Dictionary['errorPage']
