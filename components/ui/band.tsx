import type { HTMLAttributes } from 'react'
import { cx } from '@/lib/cx'
import { Container } from './container'

type Props = HTMLAttributes<HTMLElement> & {
  /** `muted` draws the band on the muted background, ruled above and below. */
  tone?: 'plain' | 'muted'
  /** Vertical padding: `md` under a page header, `lg` between the home page's sections. */
  spacing?: 'md' | 'lg'
  /** A section no viewport shows on load: `.below-fold` in kit.css renders it as it comes near. */
  belowFold?: boolean
}

const SPACING = { md: 'py-16', lg: 'py-20' } as const

/** One full-width section of a page, its content at the page width. */
export function Band({ tone = 'plain', spacing = 'lg', belowFold = false, children, ...props }: Props) {
  const deferred = belowFold ? 'below-fold' : undefined
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
