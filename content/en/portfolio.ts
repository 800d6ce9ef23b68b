/** Six selected projects; images live in public/portfolio/ (drawn by scripts/generate-portfolio-images.mjs). */
export const portfolio = {
  categories: { web: 'Web Development', ecommerce: 'E-Commerce', seo: 'SEO' },
  projects: [
    {
      id: 'atelier-lumen',
      title: 'Atelier Lumen architecture studio',
      category: 'web' as const,
      summary: 'A bilingual showcase site with a filterable project gallery; enquiries up 64% in six months.',
      imageAlt: 'Homepage of the Atelier Lumen website with a large building photo and project grid',
    },
    {
      id: 'maison-caravelle',
      title: 'Maison Caravelle tea shop',
      category: 'ecommerce' as const,
      summary: 'A Shopify store with subscriptions and gift boxes; online sales tripled in the first year.',
      imageAlt: 'Product page of the Maison Caravelle online shop showing a tea tin and an add-to-cart button',
    },
    {
      id: 'clinique-vauban',
      title: 'Clinique Vauban local search',
      category: 'seo' as const,
      summary: 'Local SEO for three sites: first page on 41 priority searches, appointment requests up 2.3×.',
      imageAlt: 'Search results page with the Clinique Vauban listing in first position and a rising traffic chart',
    },
    {
      id: 'fleet-pilot',
      title: 'FleetPilot logistics dashboard',
      category: 'web' as const,
      summary: 'A web app that tracks 900 delivery vans in real time and replaced eleven spreadsheets.',
      imageAlt: 'FleetPilot dashboard with a route map, delivery counts and a list of vehicles',
    },
    {
      id: 'velo-bastille',
      title: 'Vélo Bastille bike shop',
      category: 'ecommerce' as const,
      summary: 'WooCommerce store with click-and-collect and workshop booking, 38% of revenue now online.',
      imageAlt: 'Vélo Bastille online store on a phone and a laptop showing city bikes for sale',
    },
    {
      id: 'nordline-saas',
      title: 'Nordline SaaS growth',
      category: 'seo' as const,
      summary: 'Content and technical SEO for a B2B software firm: organic sign-ups multiplied by four.',
      imageAlt: 'Blog article of Nordline next to a keyword ranking table with green upward arrows',
    },
  ],
}
