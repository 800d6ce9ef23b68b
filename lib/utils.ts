/** Joins class names, skipping the falsy ones. Small enough not to need a package. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ')
}
