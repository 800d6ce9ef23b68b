/**
 * The 44 px rounded square an icon sits in, keeping its size in a row: the about section's cards
 * and the contact details. (The service cards' 48 px tile is in service-card.css.)
 */
export const SMALL_ICON_TILE = 'inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground'
