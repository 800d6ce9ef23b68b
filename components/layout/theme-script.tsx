import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES } from './theme-settings'

const [LIGHT, DARK] = THEMES

/**
 * Sets the stored or system theme on <html> from <head>, before any of <body> is parsed.
 *
 * next-themes writes the same script where its provider sits, at the top of <body>. There it
 * waits for the stylesheet, like every inline script, and the browser may paint during that
 * wait: a frame of the empty body in the light theme (3 cold loads in 6 on our machine, for a
 * visitor in dark mode) before the script sets the class. From <head>, the wait comes before
 * <body> exists, so nothing is painted until the class is set, and the first frame holds the
 * page itself. next-themes' copy still runs right after and finds the class set.
 *
 * The server renders <html> without a theme class, so this only adds one. Where storage is
 * blocked it still follows the system (next-themes' script then sets nothing, and its provider
 * switches after hydration). Single quotes: the script is also in the page's payload, where
 * each double quote would be escaped. The braces keep its names out of the global scope.
 */
const script = `{let d=document.documentElement,t;try{t=localStorage.getItem('${THEME_STORAGE_KEY}')}catch(e){}t=t||'${DEFAULT_THEME}';if(t=='system')t=matchMedia('(prefers-color-scheme: dark)').matches?'${DARK}':'${LIGHT}';if(t=='${DARK}'||t=='${LIGHT}')d.classList.add(t),d.style.colorScheme=t}`

export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />
}
