/**
 * How wide a post card's picture is drawn, for the `sizes` attribute: a third of the page in the
 * grid on a laptop, half on a tablet, the full width on a phone; a fixed column in the list view.
 * Apart from card-image.ts, so the card (a client component in the explorer) reads these without
 * next/image's code.
 */
export const CARD_IMAGE_SIZES = {
  grid: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  list: '(min-width: 640px) 18rem, 100vw',
} as const

/** The author's portrait beside the card's footer, in CSS pixels. */
export const CARD_AVATAR_SIZE = 32
