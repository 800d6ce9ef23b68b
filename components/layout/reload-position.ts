/**
 * A reload lands where the visitor was, not a few blocks off. The browser restores the scroll
 * position in pixels before any script of ours runs, while what lies above it is still undrawn at
 * a guessed height (`content-visibility`: a post's blocks, rich-text.css; the home page's lower
 * sections, kit.css), so the same pixels show other content: a paragraph off on a post, measured
 * at 192 px on a phone. The element at the top of the screen is therefore noted as the page is
 * left, and once the page has loaded again the position moves by how far that element now sits
 * from where it was, even where the browser stopped short (the page was shorter then); the next
 * second is watched for a late shift (HOLD_MS). Nothing moves when the visitor has touched
 * the page since, or when that element is not there any more (the page changed).
 * Back and forward within the site are client navigations: client-navigation.tsx has them drawn
 * at their real height before the browser restores their position.
 */

const STORAGE_KEY = 'reload-position'

/** Where the visitor was: the element at the top of the screen, found again by its place and text. */
type ReloadPosition = { href: string; path: number[]; text: string; top: number }

/** The element's place in the document: its index among its parent's children, from <body> down. */
function pathOf(element: Element): number[] {
  const path: number[] = []
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
    path.unshift(node.parentElement ? Array.prototype.indexOf.call(node.parentElement.children, node) : -1)
  }
  return path
}

function elementAt(path: number[]): Element | undefined {
  let node: Element | undefined = document.body
  for (const index of path) node = node?.children[index]
  return node
}

/** The first characters of what the element reads, to tell it is still the same element. */
const textOf = (element: Element) => (element.textContent ?? '').trim().slice(0, 80)

/**
 * The element just below the sticky header, in the middle of the screen. Between two blocks the
 * point finds their container, whose top can lie screens above while the blocks inside it change
 * height: the first of its children that reaches below the line is taken instead, down to a leaf.
 */
function elementAtTop(): Element | null {
  const line = Math.max(document.querySelector('body > header')?.getBoundingClientRect().bottom ?? 0, 0) + 1
  let element = document.elementFromPoint(innerWidth / 2, line)
  while (element) {
    const child = Array.from(element.children).find((candidate) => candidate.getBoundingClientRect().bottom > line)
    if (!child || child.getBoundingClientRect().top > innerHeight) break
    element = child
  }
  return element
}

function remember() {
  try {
    const element = scrollY > 0 ? elementAtTop() : null
    if (!element) {
      sessionStorage.removeItem(STORAGE_KEY)
      return
    }
    const position: ReloadPosition = { href: location.href, path: pathOf(element), text: textOf(element), top: element.getBoundingClientRect().top }
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(position))
  } catch {
    // Storage refused (a private mode, a full quota): the browser's own restoration stands.
  }
}

/** The position noted as this same address was left, once: read only on a reload. */
function takePosition(): ReloadPosition | null {
  try {
    const position = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as ReloadPosition | null
    sessionStorage.removeItem(STORAGE_KEY)
    return position && position.href === location.href && Array.isArray(position.path) ? position : null
  } catch {
    return null
  }
}

/**
 * Whether the visitor has scrolled, or might have, since the page started loading: the browser's
 * own restoration fires scroll events too, so it is told apart by the input that moves a page.
 */
let touched = false
const INPUTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
const noteTouched = () => {
  touched = true
}

/** The element noted as the page was left, if this page still has it at the same place. */
function noted(position: ReloadPosition): Element | null {
  const element = elementAt(position.path)
  return element && textOf(element) === position.text ? element : null
}

/**
 * How long after the load event the position is held: a block drawn as it comes near, or the
 * browser's own restoration finishing late on a slow phone, can shift the page again in the next
 * frames. Reading a rectangle in a frame where nothing changed costs no layout.
 */
const HOLD_MS = 1_000

/** Moves a reloaded page back onto the element its visitor had at the top of the screen. */
function restore(position: ReloadPosition) {
  const element = noted(position)
  if (!element) return
  const until = performance.now() + HOLD_MS
  const step = (now: number) => {
    // The visitor's own scrolling wins.
    if (touched || !element.isConnected) return
    const drift = element.getBoundingClientRect().top - position.top
    if (Math.abs(drift) >= 1) window.scrollTo({ top: scrollY + drift, behavior: 'instant' })
    if (now < until) requestAnimationFrame(step)
  }
  requestAnimationFrame(step)
}

/**
 * Notes the position as the page is left, and puts it back after a reload. Storage is read on a
 * reload only: a read is a round trip to the browser's process, which every other load is spared.
 */
export function keepPositionOnReload() {
  window.addEventListener('pagehide', remember)
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  if (navigation?.type !== 'reload') return
  const position = takePosition()
  if (!position) return
  for (const type of INPUTS) window.addEventListener(type, noteTouched, { once: true, passive: true, capture: true })
  // After the load event the whole stylesheet and the font are in: the heights are all but final.
  const afterLoad = () => restore(position)
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
}
