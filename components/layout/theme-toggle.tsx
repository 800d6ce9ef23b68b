'use client'

import { Moon, Sun } from '@/components/ui/icons'
import { useTheme } from 'next-themes'

type Props = { label: string }

/**
 * Switches the theme with every CSS transition held for one frame, so links and buttons do not
 * fade into their new colours one after another. This is next-themes' disableTransitionOnChange,
 * done here and not in the provider: there, it also runs when the page hydrates, restyling the
 * whole document twice (about 120 ms of style work on a home page, four times that on a phone)
 * to change nothing.
 */
function switchWithoutTransitions(apply: () => void) {
  const hold = document.createElement('style')
  hold.textContent = '*,*::before,*::after{transition:none!important}'
  document.head.append(hold)
  apply()
  // The class change is applied in React's commit; the hold goes once that has been painted.
  requestAnimationFrame(() => requestAnimationFrame(() => hold.remove()))
}

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
      onClick={() => switchWithoutTransitions(() => setTheme(resolvedTheme === 'dark' ? 'light' : 'dark'))}
      className="inline-flex size-10 items-center justify-center rounded-full hover:bg-muted"
    >
      <Sun aria-hidden className="hidden size-5 dark:block" />
      <Moon aria-hidden className="size-5 dark:hidden" />
    </button>
  )
}
