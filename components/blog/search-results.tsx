import { Link } from '@/components/ui/link'
import type { SearchEntry } from '@/lib/blog/search'
import { formatDate } from '@/lib/i18n/format-date'
import type { Lang } from '@/lib/i18n/locales'

type Props = {
  lang: Lang
  results: readonly SearchEntry[]
  /** A post's address is this followed by its slug. */
  postBase: string
  headingLevel: 'h2' | 'h3'
}

/** Search results: what the index holds of each post (title, date), the title linking to it. */
export function SearchResults({ lang, results, postBase, headingLevel }: Props) {
  const Heading = headingLevel
  return (
    <ul data-testid="search-results" className="grid gap-4 sm:grid-cols-2">
      {results.map(([slug, title, date]) => (
        <li key={slug}>
          <article className="card-link relative rounded-2xl border border-border p-5">
            <Heading className="text-lg font-semibold leading-snug">
              <Link href={`${postBase}${slug}`} className="stretched-link">
                {title}
              </Link>
            </Heading>
            {date ? <time dateTime={date} className="mt-2 block text-xs text-muted-foreground">{formatDate(date, lang)}</time> : null}
          </article>
        </li>
      ))}
    </ul>
  )
}
