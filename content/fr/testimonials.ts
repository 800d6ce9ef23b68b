import type { Dictionary } from '../en'

export const testimonials = {
  label: 'Témoignages clients',
  items: [
    {
      name: 'Camille Roussel',
      handle: 'Fondatrice, Maison Caravelle',
      text: 'Notre boutique en ligne, simple projet annexe au départ, fait aujourd’hui un tiers de notre chiffre d’affaires. L’équipe a compris nos thés avant de toucher au design.',
    },
    {
      name: 'Thomas Leclerc',
      handle: 'Directeur des opérations, FleetPilot',
      text: 'Le tableau de bord a remplacé onze tableurs et un appel quotidien. Nos exploitants planifient la matinée en dix minutes.',
    },
    {
      name: 'Dr Inès Benali',
      handle: 'Directrice, Clinique Vauban',
      text: 'Nous apparaissons désormais en premier sur les recherches qui comptent dans nos quartiers. Les demandes de rendez-vous ont plus que doublé.',
    },
    {
      name: 'Julien Marchand',
      handle: 'Associé, Atelier Lumen',
      text: 'Enfin un site qui ressemble à nos bâtiments. Deux de nos plus gros projets de l’année sont arrivés par le formulaire de contact.',
    },
    {
      name: 'Sarah Okafor',
      handle: 'Responsable marketing, Nordline',
      text: 'Des rapports mensuels clairs, des conseils honnêtes et des contenus que nos commerciaux envoient vraiment aux prospects. Les inscriptions ont quadruplé.',
    },
    {
      name: 'Antoine Girard',
      handle: 'Gérant, Vélo Bastille',
      text: 'Le retrait en magasin et la réservation d’atelier en ligne ont changé nos week-ends. Les clients réservent leur réparation avant même de partir de chez eux.',
    },
    {
      name: 'Léa Fontaine',
      handle: 'Architecte d’intérieur indépendante',
      text: 'Avec le forfait Starter, je publie enfin chaque semaine sans y penser, et mes nouveaux clients me parlent de mon Instagram.',
    },
    {
      name: 'Marc Delaunay',
      handle: 'PDG, groupe Brasserie Delaunay',
      text: 'Une seule équipe pour la marque, les sites des quatre restaurants et la publicité. Les réservations augmentent et je n’ai qu’un interlocuteur.',
    },
  ],
} satisfies Dictionary['testimonials']
