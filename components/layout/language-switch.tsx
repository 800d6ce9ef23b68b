'use client'

import { usePathname } from 'next/navigation'
import { cx } from '@/lib/cx'
import { langCookie, LANG_NAMES, type Lang } from '@/lib/i18n/locales'
import { counterpartPath } from '@/lib/i18n/paths'
import { Link } from '@/components/ui/link'

type Props = {
  target: Lang
  title: string
  /** Overrides the visible name, e.g. the footer's short form, so only the header's link is
   * named after the language. */
  label?: { text: string; accessible: string }
  /** Padding and extras; replaces the default `px-3 py-2`. */
  className?: string
}

/**
 * A plain link to the same page in the other language; it also remembers the choice. Which page
 * that is, and how the choice is kept, are lib/i18n's rules (the proxy applies the same ones).
 */
export function LanguageSwitch({ target, title, label, className }: Props) {
  const pathname = usePathname()
  return (
    <Link
      href={counterpartPath(pathname, target)}
      hrefLang={target}
      lang={target}
      title={title}
      aria-label={label?.accessible}
      onClick={() => {
        document.cookie = langCookie(target)
      }}
      // The caller's padding replaces the default one (a client component joins, never merges).
      className={cx('rounded-full text-sm font-medium hover:bg-muted', className ?? 'px-3 py-2')}
    >
      {label?.text ?? LANG_NAMES[target]}
    </Link>
  )
}
