import type { Dictionary } from '../en'

export const portfolio = {
  categories: { web: 'Développement web', ecommerce: 'E-commerce', seo: 'Référencement naturel' },
  projects: [
    {
      id: 'atelier-lumen',
      title: 'Atelier Lumen, agence d’architecture',
      category: 'web',
      summary: 'Un site vitrine bilingue avec une galerie de projets filtrable : +64\u00a0% de demandes en six mois.',
      imageAlt: 'Page d’accueil du site Atelier Lumen avec une grande photo de bâtiment et une grille de projets',
    },
    {
      id: 'maison-caravelle',
      title: 'Maison Caravelle, maison de thé',
      category: 'ecommerce',
      summary: 'Une boutique Shopify avec abonnements et coffrets cadeaux : ventes en ligne triplées la première année.',
      imageAlt: 'Fiche produit de la boutique Maison Caravelle avec une boîte de thé et un bouton d’ajout au panier',
    },
    {
      id: 'clinique-vauban',
      title: 'Clinique Vauban, référencement local',
      category: 'seo',
      summary: 'Référencement local de trois établissements : première page sur 41 recherches prioritaires, demandes de rendez-vous multipliées par 2,3.',
      imageAlt: 'Page de résultats de recherche avec la Clinique Vauban en première position et une courbe de trafic en hausse',
    },
    {
      id: 'fleet-pilot',
      title: 'FleetPilot, tableau de bord logistique',
      category: 'web',
      summary: 'Une application web qui suit 900 véhicules de livraison en temps réel et a remplacé onze tableurs.',
      imageAlt: 'Tableau de bord FleetPilot avec carte des tournées, nombre de livraisons et liste des véhicules',
    },
    {
      id: 'velo-bastille',
      title: 'Vélo Bastille, magasin de cycles',
      category: 'ecommerce',
      summary: 'Boutique WooCommerce avec retrait en magasin et réservation d’atelier : les ventes en ligne représentent désormais 38\u00a0% du chiffre d’affaires.',
      imageAlt: 'Boutique en ligne Vélo Bastille sur un téléphone et un ordinateur, avec des vélos de ville à vendre',
    },
    {
      id: 'nordline-saas',
      title: 'Nordline, croissance d’un SaaS',
      category: 'seo',
      summary: 'Contenus et référencement technique pour un éditeur de logiciels B2B : quatre fois plus d’inscriptions venues des moteurs de recherche.',
      imageAlt: 'Article de blog Nordline à côté d’un tableau de positions avec des flèches vertes montantes',
    },
  ],
} satisfies Dictionary['portfolio']
