/** A link of the header or footer, built by the layout from the dictionary and the slug table. */
export type NavLink = { href: string; label: string }
