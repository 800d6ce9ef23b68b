import { getCategories, getCategoryListing } from '@/lib/contentful'
import { taxonomyRoute } from '../../_components/taxonomy-route'

export const dynamicParams = true

const { generateStaticParams, generateMetadata, TaxonomyPage } = taxonomyRoute({
  kind: 'category',
  all: getCategories,
  listing: getCategoryListing,
  // Without a description of its own, a category is described as the blog is.
  describe: (category, slug, dict) => ({
    title: category?.name ?? slug,
    description: category?.description || dict.pages.blog.meta.description,
    heading: category?.name ?? slug,
    intro: category?.description ?? '',
    introField: 'description',
  }),
})

export { generateMetadata, generateStaticParams }
export default TaxonomyPage
