/**
 * Joins class names, skipping the falsy ones. No merging: a caller's utilities win over a
 * component's own class because the kit's classes sit in Tailwind's components layer (kit.css,
 * layout.css), and no component sets the same utility twice.
 */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ')
}
