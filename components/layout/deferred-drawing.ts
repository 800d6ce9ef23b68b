/**
 * Sections and post blocks far from the screen are left undrawn at a guessed height (kit.css
 * `.below-fold`, rich-text.css). Where the page must land on a given place, that guess would move
 * it: a jump from a post's contents, the scroll position back and forward restore. `data-drawn` on
 * <html> has every part drawn at its real height first, as before the deferral; the next page a
 * link opens defers again. (A reload restores its scroll before any script of ours runs: it can
 * land a few blocks off.)
 */
export function drawDeferredParts(isDrawn = true) {
  document.documentElement.toggleAttribute('data-drawn', isDrawn)
}

