/** The rounded square an icon sits in at the top of a card, without its size (the caller's). */
const TILE = 'inline-flex items-center justify-center rounded-xl bg-accent text-accent-foreground'

/** A 48 px tile (service cards). */
export const ICON_TILE = `${TILE} size-12`
/** A 44 px tile that keeps its size in a row (the about section's cards, the contact details). */
export const SMALL_ICON_TILE = `${TILE} size-11 shrink-0`
