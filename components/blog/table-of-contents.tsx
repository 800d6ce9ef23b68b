'use client'

import { useEffect, useRef, useState } from 'react'
import type { Heading } from '@/lib/blog/types'
import { drawAllPostBlocks } from '@/components/layout/deferred-drawing'

type Props = { headings: Heading[]; title: string }

/**
 * Sticky contents of the h2/h3 headings; the one in view is marked: a heading counts while it
 * is in the band from 100 px under the top (below the header) down to 20 % of the view.
 */
export function TableOfContents({ headings, title }: Props) {
  const [active, setActive] = useState(headings[0]?.id ?? '')
  // After a click the chosen entry stays marked while the smooth scroll passes other headings,
  // which would otherwise each take the mark in turn and the last one could keep it.
  const clickedUntil = useRef(0)

  useEffect(() => {
    const elements = headings.map((h) => document.getElementById(h.id)).filter((e): e is HTMLElement => e !== null)
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.find((e) => e.isIntersecting)
        if (visible && Date.now() > clickedUntil.current) setActive(visible.target.id)
      },
      { rootMargin: '-100px 0px -80% 0px' },
    )
    elements.forEach((e) => observer.observe(e))
    return () => observer.disconnect()
  }, [headings])

  if (headings.length === 0) return null
  return (
    <nav aria-label={title} className="sticky top-24">
      <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground">{title}</p>
      {/* The links' shared look once here: a long post has dozens of entries. */}
      <ul className="grid gap-2 border-l border-border text-sm toc-links">
        {headings.map((h) => (
          <li key={h.id} className={h.level === 3 ? 'pl-7' : 'pl-4'}>
            <a
              href={`#${h.id}`}
              aria-current={active === h.id ? 'location' : undefined}
              onClick={(e) => {
                e.preventDefault()
                clickedUntil.current = Date.now() + 1_000
                // Blocks far from the screen are undrawn at a guessed height: drawn first, the
                // heading is where the scroll ends.
                drawAllPostBlocks()
                document.getElementById(h.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
                window.history.replaceState(null, '', `#${h.id}`)
                setActive(h.id)
              }}
              className={active === h.id ? 'font-medium text-primary' : 'text-muted-foreground'}
            >
              {h.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
