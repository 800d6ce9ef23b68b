import { serializeJsonLd } from '@/lib/seo/json-ld'

/** One schema.org block. Rendered by the server: crawlers read it from the HTML. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
