/** Eight client testimonials for the home page marquee. Avatars are initials: no remote images. */
export const testimonials = {
  label: 'Client testimonials',
  items: [
    {
      name: 'Camille Roussel',
      handle: 'Founder, Maison Caravelle',
      text: 'Our online shop went from a side project to a third of our revenue. They understood our teas before they touched the design.',
    },
    {
      name: 'Thomas Leclerc',
      handle: 'COO, FleetPilot',
      text: 'The dashboard replaced eleven spreadsheets and a daily phone call. Our dispatchers now plan the morning in ten minutes.',
    },
    {
      name: 'Dr Inès Benali',
      handle: 'Director, Clinique Vauban',
      text: 'We now appear first for the searches that matter in our neighbourhoods. Appointment requests more than doubled.',
    },
    {
      name: 'Julien Marchand',
      handle: 'Partner, Atelier Lumen',
      text: 'A site that finally looks like our buildings. Two of our largest projects this year came through the contact form.',
    },
    {
      name: 'Sarah Okafor',
      handle: 'Head of Marketing, Nordline',
      text: 'Clear monthly reports, honest advice and content our sales team actually sends to prospects. Sign-ups quadrupled.',
    },
    {
      name: 'Antoine Girard',
      handle: 'Owner, Vélo Bastille',
      text: 'Click-and-collect and online workshop booking changed our weekends. Customers book a repair before they leave home.',
    },
    {
      name: 'Léa Fontaine',
      handle: 'Freelance interior designer',
      text: 'On the Starter plan I finally post every week without thinking about it, and new clients mention my Instagram.',
    },
    {
      name: 'Marc Delaunay',
      handle: 'CEO, Brasserie Delaunay group',
      text: 'One team for the brand, the four restaurant sites and the ads. Bookings are up and I have a single person to call.',
    },
  ],
}
