/**
 * Joins class names, skipping the falsy ones, with no merging. For client components: their
 * toggles never set the same property twice, and tailwind-merge (about 8 kB gzipped) would ride
 * along in every page's JavaScript. Server code that overrides classes uses `cn` (lib/utils.ts).
 */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ')
}
