'use client'

import { ThemeProvider as NextThemesProvider } from 'next-themes'
import type { ReactNode } from 'react'
import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES } from './theme-settings'

// next-themes takes a mutable list; one copy, so its context does not change between renders.
const themes = [...THEMES]

/** The id of next-themes' inline script. */
const THEME_SCRIPT_ID = 'theme-script'
/** The id of the element right after it, which the first frame waits for. */
const AFTER_THEME_SCRIPT_ID = 'theme-script-done'

/**
 * next-themes writes the class from an inline script at the top of <body>, before the page
 * below it is parsed. A browser still draws frames before that script has run when the document
 * arrives in pieces and one ends between <body> and the script, as on a slow link: Chromium drew
 * a light frame every 17 ms until the rest came (e2e layout.spec.ts counts them). So rendering
 * waits for the script: `<link rel=expect blocking=render>`, which React puts in <head>, holds
 * every frame until the element it names is in the document. Chromium lets frames through as soon
 * as that element's start tag is parsed: naming the script itself, a piece ending inside it drew
 * 32 light frames. So it names an empty element right after the script, whose end tag has run it.
 * Browsers without it ignore it. Transitions are held by the toggle itself, not here
 * (theme-toggle.tsx says why).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <>
      <link rel="expect" href={`#${AFTER_THEME_SCRIPT_ID}`} blocking="render" />
      <NextThemesProvider
        attribute="class"
        themes={themes}
        defaultTheme={DEFAULT_THEME}
        storageKey={THEME_STORAGE_KEY}
        enableSystem
        scriptProps={{ id: THEME_SCRIPT_ID }}
      >
        {/* next-themes renders its script first, then its children: this comes right after it. */}
        <span id={AFTER_THEME_SCRIPT_ID} hidden />
        {children}
      </NextThemesProvider>
    </>
  )
}
