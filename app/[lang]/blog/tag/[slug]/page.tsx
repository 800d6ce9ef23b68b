import { getTagListing, getTags } from '@/lib/contentful'
import { taxonomyRoute } from '../../_components/taxonomy-route'

export const dynamicParams = true

const { generateStaticParams, generateMetadata, TaxonomyPage } = taxonomyRoute({
  kind: 'tag',
  all: getTags,
  listing: getTagListing,
  describe: (tag, slug, dict) => {
    const name = tag?.name ?? slug
    return { title: `#${name}`, description: dict.blog.tag.intro(name), heading: `#${name}`, intro: dict.blog.tag.intro(name) }
  },
})

export { generateMetadata, generateStaticParams }
export default TaxonomyPage
