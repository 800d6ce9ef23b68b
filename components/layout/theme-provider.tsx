'use client'

import { ThemeProvider as NextThemesProvider } from 'next-themes'
import type { ReactNode } from 'react'

/**
 * next-themes writes the class before first paint from an inline script, so a stored or
 * system dark theme never flashes light. Transitions are held by the toggle itself, not here
 * (theme-toggle.tsx says why).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider attribute="class" defaultTheme="system" enableSystem>
      {children}
    </NextThemesProvider>
  )
}
