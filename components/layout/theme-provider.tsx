'use client'

import { ThemeProvider as NextThemesProvider } from 'next-themes'
import type { ReactNode } from 'react'

/**
 * next-themes with its defaults (light, dark and the system's, stored under `theme`): its inline
 * script sets the class before the page is drawn. Transitions are held by the toggle itself, not
 * here (theme-toggle.tsx says why).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider attribute="class" enableSystem>
      {children}
    </NextThemesProvider>
  )
}
