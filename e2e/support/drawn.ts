import type { Locator } from '@playwright/test'

/**
 * Whether Chromium draws an element: content-visibility: auto (kit.css `.below-fold`,
 * rich-text.css) leaves what is far from the screen undrawn. checkVisibility() tells a skipped
 * element apart; a skipped block's own box still counts as drawn, its content does not.
 */
export function isDrawn(element: Locator): Promise<boolean> {
  return element.evaluate((e) => e.checkVisibility({ contentVisibilityAuto: true }))
}
