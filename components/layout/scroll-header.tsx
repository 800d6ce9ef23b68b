'use client'

import { useEffect, useState, type ReactNode } from 'react'
import { cx } from '@/lib/cx'

const THRESHOLD_PX = 50

/** The header turns translucent once the page has scrolled past the threshold. */
export function ScrollHeader({ children }: { children: ReactNode }) {
  const [isScrolled, setIsScrolled] = useState(false)

  useEffect(() => {
    const update = () => setIsScrolled(window.scrollY > THRESHOLD_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  return (
    <header
      data-scrolled={isScrolled}
      className={cx(
        'sticky top-0 z-40 border-b transition-ui duration-300',
        isScrolled
          ? 'border-border bg-background/80 [backdrop-filter:blur(12px)]'
          : 'border-transparent bg-background',
      )}
    >
      {children}
    </header>
  )
}
