import { notFound } from 'next/navigation'

/** No taxonomy exists until the blog issue brings content: every slug is unknown, so 404. */
export default function TaxonomyPage() {
  notFound()
}
