'use client'

import { Moon, Sun } from '@/components/ui/icons'
import { useTheme } from 'next-themes'

type Props = { label: string }

/**
 * Both icons are rendered and CSS shows the right one, so the server HTML is already correct
 * for either theme and nothing shifts when the script runs.
 */
export function ThemeToggle({ label }: Props) {
  const { resolvedTheme, setTheme } = useTheme()
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => setTheme(resolvedTheme === 'dark' ? 'light' : 'dark')}
      className="inline-flex size-10 items-center justify-center rounded-full hover:bg-muted"
    >
      <Sun aria-hidden className="hidden size-5 dark:block" />
      <Moon aria-hidden className="size-5 dark:hidden" />
    </button>
  )
}
