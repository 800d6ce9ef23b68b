'use client'

import { useEffect, useRef, useState } from 'react'

type Props = { words: string[]; intervalMs?: number }

/**
 * The hero's changing adjective. Only the shown word is text; the others draw their word from
 * `data-word` with CSS generated content, which is neither in the text content nor read aloud.
 * So the server HTML, crawlers and screen readers read one sentence with one adjective, and a
 * word swapping between text and generated content looks the same. The slot's width is the
 * longest word's (rotating-word.css), so a change of word moves nothing.
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
    <span ref={box} data-testid="hero-rotating-word" data-rotating-word className="rotating-word">
      {words.map((word, i) => {
        const isActive = i === index
        return (
          <span
            key={word}
            data-active={isActive}
            data-word={word}
            className="rotating-word-item"
            aria-hidden={isActive ? undefined : true}
          >
            {isActive ? word : null}
          </span>
        )
      })}
    </span>
  )
}
