import { categoryRoute } from './route-config'

export const dynamicParams = true

const { generateStaticParams, generateMetadata, TaxonomyPage } = categoryRoute

export { generateMetadata, generateStaticParams }
export default TaxonomyPage
