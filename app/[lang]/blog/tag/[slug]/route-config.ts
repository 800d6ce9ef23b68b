import { getTags } from '@/lib/contentful'
import { getTagPage } from '@/lib/contentful/listing'
import { taxonomyRoute } from '../../_components/taxonomy-route'

/** A tag's pages (its first page and …/page/n): one definition for both route files. */
export const tagRoute = taxonomyRoute({
  kind: 'tag',
  all: getTags,
  listing: getTagPage,
  describe: (tag, slug, dict) => {
    const name = tag?.name ?? slug
    return { title: `#${name}`, description: dict.blog.tag.intro(name), heading: `#${name}`, intro: dict.blog.tag.intro(name) }
  },
})
