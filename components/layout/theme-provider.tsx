'use client'

import { ThemeProvider as NextThemesProvider } from 'next-themes'
import type { ReactNode } from 'react'
import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES } from './theme-settings'

// next-themes takes a mutable list; one copy, so its context does not change between renders.
const themes = [...THEMES]

/** The id of next-themes' inline script, which the first frame waits for. */
const THEME_SCRIPT_ID = 'theme-script'

/**
 * next-themes writes the class from an inline script at the top of <body>, before the page
 * below it is parsed. A browser still draws frames before that script has run when the document
 * arrives in pieces and one ends between <body> and the script, as on a slow link: Chromium drew
 * a light frame every 17 ms until the rest came (e2e layout.spec.ts counts them). So rendering
 * waits for the script: `<link rel=expect blocking=render>`, which React puts in
 * <head>, holds every frame until the element it names has been parsed, and an inline script
 * runs as its end tag is. Browsers without it ignore it. Transitions are held by the toggle
 * itself, not here (theme-toggle.tsx says why).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <>
      <link rel="expect" href={`#${THEME_SCRIPT_ID}`} blocking="render" />
      <NextThemesProvider
        attribute="class"
        themes={themes}
        defaultTheme={DEFAULT_THEME}
        storageKey={THEME_STORAGE_KEY}
        enableSystem
        scriptProps={{ id: THEME_SCRIPT_ID }}
      >
        {children}
      </NextThemesProvider>
    </>
  )
}
