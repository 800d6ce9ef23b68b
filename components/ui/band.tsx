import type { HTMLAttributes } from 'react'
import { Container } from './container'

type Props = HTMLAttributes<HTMLElement> & {
  /** `muted` draws the band on the muted background, ruled above and below. */
  tone?: 'plain' | 'muted'
  /** Vertical padding: `md` under a page header, `lg` between the home page's sections. */
  spacing?: 'md' | 'lg'
}

const SPACING = { md: 'py-16', lg: 'py-20' } as const

/** One full-width section of a page, its content at the page width. */
export function Band({ tone = 'plain', spacing = 'lg', children, ...props }: Props) {
  if (tone === 'plain') {
    return (
      <Container as="section" className={SPACING[spacing]} {...props}>
        {children}
      </Container>
    )
  }
  return (
    <section className="border-y border-border bg-muted" {...props}>
      <Container className={SPACING[spacing]}>{children}</Container>
    </section>
  )
}
