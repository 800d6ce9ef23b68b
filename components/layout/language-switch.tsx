'use client'

import { Link } from '@/components/ui/link'
import { usePathname } from 'next/navigation'
import { LANG_COOKIE, LANG_NAMES, type Lang } from '@/lib/i18n/locales'
import { counterpartPath } from '@/lib/i18n/paths'
import { cx } from '@/lib/cx'

type Props = {
  target: Lang
  title: string
  /** Overrides the visible name, e.g. the footer's short form, so only the header's link is
   * named after the language. */
  label?: { text: string; accessible: string }
  /** Padding and extras; replaces the default `px-3 py-2`. */
  className?: string
}

/** A plain link to the same page in the other language; it also remembers the choice. */
export function LanguageSwitch({ target, title, label, className }: Props) {
  const pathname = usePathname()
  const remember = () => {
    // A year, readable by the proxy on the next visit to '/'.
    document.cookie = `${LANG_COOKIE}=${target}; path=/; max-age=31536000; samesite=lax`
  }
  return (
    <Link
      href={counterpartPath(pathname, target)}
      hrefLang={target}
      lang={target}
      title={title}
      aria-label={label?.accessible}
      onClick={remember}
      // The caller's padding replaces the default one (a client component joins, never merges).
      className={cx('rounded-full text-sm font-medium hover:bg-muted', className ?? 'px-3 py-2')}
    >
      {label?.text ?? LANG_NAMES[target]}
    </Link>
  )
}
