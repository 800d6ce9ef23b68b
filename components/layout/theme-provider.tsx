'use client'

import { ThemeProvider as NextThemesProvider } from 'next-themes'
import type { ReactNode } from 'react'
import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES } from './theme-settings'

// next-themes takes a mutable list; one copy, so its context does not change between renders.
const themes = [...THEMES]

/**
 * next-themes writes the class from an inline script at the top of <body>, before the page
 * below it is parsed, so a stored or system dark theme never draws a light frame (e2e
 * layout.spec.ts counts them; the stylesheet is inline, so no paint waits for it).
 * Transitions are held by the toggle itself, not here (theme-toggle.tsx says why).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider
      attribute="class"
      themes={themes}
      defaultTheme={DEFAULT_THEME}
      storageKey={THEME_STORAGE_KEY}
      enableSystem
    >
      {children}
    </NextThemesProvider>
  )
}
