import { categoryRoute } from '../../route-config'

// Pages past the first render on their first request, then are cached like the others.
export const dynamicParams = true

export function generateStaticParams() {
  return []
}

const { generateMetadata, TaxonomyPage } = categoryRoute

export { generateMetadata }
export default TaxonomyPage
