/**
 * One schema.org block. Rendered by the server: crawlers read it from the HTML. `<` is escaped so
 * no string in the data can close the script element (Next's JSON-LD guide does the same).
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
