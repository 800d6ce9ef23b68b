import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ThemeScript } from './theme-script'

const source = /<script>(.*)<\/script>/.exec(renderToStaticMarkup(createElement(ThemeScript)))?.[1] ?? ''

/** Runs the script against a stand-in <html>, storage and media query, as the browser would. */
function run({ stored, systemDark = false, storage = true }: { stored?: string; systemDark?: boolean; storage?: boolean }) {
  const classes = new Set<string>()
  const documentElement = { classList: { add: (name: string) => classes.add(name) }, style: { colorScheme: '' } }
  const localStorage = {
    getItem: (key: string) => {
      if (!storage) throw new DOMException('blocked', 'SecurityError')
      return key === 'theme' ? (stored ?? null) : null
    },
  }
  const matchMedia = (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemDark })
  new Function('document', 'localStorage', 'matchMedia', source)({ documentElement }, localStorage, matchMedia)
  return { classes: [...classes], colorScheme: documentElement.style.colorScheme }
}

describe('ThemeScript', () => {
  it('applies a stored choice whatever the system says', () => {
    expect(run({ stored: 'dark' })).toEqual({ classes: ['dark'], colorScheme: 'dark' })
    expect(run({ stored: 'light', systemDark: true })).toEqual({ classes: ['light'], colorScheme: 'light' })
  })

  it('follows the system with no choice stored, or with "system" stored', () => {
    expect(run({ systemDark: true })).toEqual({ classes: ['dark'], colorScheme: 'dark' })
    expect(run({ stored: 'system' })).toEqual({ classes: ['light'], colorScheme: 'light' })
  })

  it('follows the system where storage is blocked', () => {
    expect(run({ storage: false, systemDark: true })).toEqual({ classes: ['dark'], colorScheme: 'dark' })
  })

  it('leaves the page as served for a value it does not know', () => {
    expect(run({ stored: 'sepia', systemDark: true })).toEqual({ classes: [], colorScheme: '' })
  })
})
