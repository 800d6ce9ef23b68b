import type { HTMLAttributes } from 'react'
import { cx } from '@/lib/cx'
import { Container } from './container'

type Props = HTMLAttributes<HTMLElement> & {
  /** `muted` draws the band on the muted background, ruled above and below. */
  tone?: 'plain' | 'muted'
  /** Vertical padding: `md` under a page header, `lg` between the home page's sections. */
  spacing?: 'md' | 'lg'
  /**
   * How a section far down the page is drawn (kit.css): `below-fold`, a section no viewport shows
   * on load, is drawn as it comes near and styled by the whole stylesheet; `drawn-near`, one a tall
   * screen can show on load, is drawn as it comes near but styled by the critical rules.
   */
  deferred?: 'below-fold' | 'drawn-near'
}

const SPACING = { md: 'py-16', lg: 'py-20' } as const

/** One full-width section of a page, its content at the page width. */
export function Band({ tone = 'plain', spacing = 'lg', deferred, children, ...props }: Props) {
  if (tone === 'plain') {
    return (
      <Container as="section" className={cx(SPACING[spacing], deferred)} {...props}>
        {children}
      </Container>
    )
  }
  return (
    <section className={cx('border-y border-border bg-muted', deferred)} {...props}>
      <Container className={SPACING[spacing]}>{children}</Container>
    </section>
  )
}
