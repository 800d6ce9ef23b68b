import { notFound } from 'next/navigation'

/** Any path under a language that no page claims: the localized 404, with a 404 status. */
export default function UnknownPage() {
  notFound()
}
