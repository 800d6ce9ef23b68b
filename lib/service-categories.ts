/**
 * The services page's three categories. A leaf module: content/en/services-catalog.ts types its
 * categories with it, and lib/service-cards.ts (which reads that content) lays out their cards.
 */
export type ServiceCategoryId = 'build' | 'brand' | 'traffic'
