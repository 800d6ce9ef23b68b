/**
 * A post's blocks far from the screen are left undrawn at a guessed height (rich-text.css). Where
 * the page must land on a given place, that guess would move it: a jump from the post's contents,
 * the scroll position back and forward restore. `--post-blocks: visible` on <html> has every
 * block drawn at its real height first, as before the deferral; the next page a link opens defers
 * again. (A reload restores its scroll before any script of ours runs, in pixels: reload-position.ts
 * moves it back onto what was at the top of the screen once the page has loaded.)
 */
export function drawAllPostBlocks(isDrawn = true) {
  const { style } = document.documentElement
  if (isDrawn) style.setProperty('--post-blocks', 'visible')
  else style.removeProperty('--post-blocks')
}
