'use client'

import { ThemeProvider as NextThemesProvider } from 'next-themes'
import type { ReactNode } from 'react'
import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES } from './theme-settings'

// next-themes takes a mutable list; one copy, so its context does not change between renders.
const themes = [...THEMES]

/**
 * next-themes writes the class before first paint from an inline script, so a stored or
 * system dark theme never flashes light; ThemeScript sets it earlier still, from <head>
 * (theme-script.tsx). Transitions are held by the toggle itself, not here
 * (theme-toggle.tsx says why).
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
