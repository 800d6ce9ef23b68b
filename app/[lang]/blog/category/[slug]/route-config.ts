import { getCategories } from '@/lib/contentful'
import { getCategoryPage } from '@/lib/contentful/listing'
import { taxonomyRoute } from '../../_components/taxonomy-route'

/** A category's pages (its first page and …/page/n): one definition for both route files. */
export const categoryRoute = taxonomyRoute({
  kind: 'category',
  all: getCategories,
  listing: getCategoryPage,
  // Without a description of its own, a category is described as the blog is.
  describe: (category, slug, dict) => ({
    title: category?.name ?? slug,
    description: category?.description || dict.pages.blog.meta.description,
    heading: category?.name ?? slug,
    intro: category?.description ?? '',
    introField: 'description',
  }),
})
