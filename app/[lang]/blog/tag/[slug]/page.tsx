import { tagRoute } from './route-config'

export const dynamicParams = true

const { generateStaticParams, generateMetadata, TaxonomyPage } = tagRoute

export { generateMetadata, generateStaticParams }
export default TaxonomyPage
