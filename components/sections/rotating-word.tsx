'use client'

import { useEffect, useRef, useState } from 'react'
import { cn } from '@/lib/utils'

type Props = { words: string[]; intervalMs?: number }

/**
 * The hero's changing adjective. Every word sits in the same grid cell, so the box keeps the
 * width of the longest one and nothing around it moves. Screen readers get the first word as
 * static text; the rotating copies are hidden from them.
 */
export function RotatingWord({ words, intervalMs = 2000 }: Props) {
  const [index, setIndex] = useState(0)
  const box = useRef<HTMLSpanElement>(null)

  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)')
    if (reduced.matches || words.length < 2) return
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % words.length), intervalMs)
    // Marks when the clock starts (after hydration), so a test can time the rotation itself.
    box.current?.setAttribute('data-running', 'true')
    return () => window.clearInterval(timer)
  }, [words.length, intervalMs])

  return (
    <>
      <span className="sr-only">{words[0]}</span>
      <span ref={box} aria-hidden="true" data-testid="hero-rotating-word" data-rotating-word className="inline-grid text-left align-bottom">
        {words.map((word, i) => (
          <span
            key={word}
            data-active={i === index}
            className={cn(
              '[grid-area:1/1] text-center bg-gradient-to-r from-primary to-fuchsia-600 bg-clip-text text-transparent transition-all duration-500 dark:to-fuchsia-300',
              i === index ? 'translate-y-0 opacity-100' : 'translate-y-2 opacity-0',
            )}
          >
            {word}
          </span>
        ))}
      </span>
    </>
  )
}
