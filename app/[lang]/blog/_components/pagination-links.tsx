import { pageWindow } from '@/lib/blog/pagination'
import { getDictionary } from '@/lib/i18n/dictionaries'
import type { Lang } from '@/lib/i18n/locales'
import { Pagination } from '@/components/blog/pagination'

/**
 * The pagination bar of a list of `count` pages seen from `current`, in the page's language;
 * `href(n)` is page n's address (page 1 being the list itself).
 */
export function PaginationLinks({ lang, current, count, href }: { lang: Lang; current: number; count: number; href: (n: number) => string }) {
  const copy = getDictionary(lang).blog.pagination
  const slots = pageWindow(current, count).map((slot) =>
    slot.kind === 'gap' ? slot : { ...slot, href: href(slot.n), label: copy.page(slot.n) },
  )
  return (
    <Pagination
      label={copy.label}
      current={current}
      slots={slots}
      previous={current > 1 ? { href: href(current - 1), label: copy.previous } : undefined}
      next={current < count ? { href: href(current + 1), label: copy.next } : undefined}
    />
  )
}
