'use client'

import { useEffect, useRef, useState } from 'react'

type Props = { words: string[]; intervalMs?: number }

/** Every word: the primary-to-fuchsia gradient clipped to its letters, fading and sliding. */
const WORD = 'bg-gradient-to-r from-primary to-fuchsia-600 bg-clip-text text-transparent transition-all duration-500 dark:to-fuchsia-300'
/** The shown word, in the line: the slot is as wide as this word. */
const SHOWN = `${WORD} translate-y-0 opacity-100`
/** A waiting word: out of the line (it takes no width), transparent, a little below. */
const WAITING = `${WORD} absolute top-0 left-0 translate-y-2 whitespace-nowrap opacity-0 before:content-[attr(data-word)]`

/**
 * The hero's changing adjective. Only the shown word is in the line, so its slot is as wide as
 * that word (a slot as wide as the longest left gaps around a short one: « A    bold    online »).
 * The others wait over it, out of the flow, and draw their word from `data-word` with CSS
 * generated content, which is neither in the text content nor read aloud. So the server HTML,
 * crawlers and screen readers read one sentence with one adjective, and a word swapping between
 * text and generated content looks the same.
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
    <span ref={box} data-testid="hero-rotating-word" data-rotating-word className="relative inline-block text-left align-bottom">
      {words.map((word, i) => {
        const isActive = i === index
        return (
          <span
            key={word}
            data-active={isActive}
            data-word={word}
            className={isActive ? SHOWN : WAITING}
            aria-hidden={isActive ? undefined : true}
          >
            {isActive ? word : null}
          </span>
        )
      })}
    </span>
  )
}
