/**
 * A line with a check before it (a plan's feature, our column of the comparison table). The check
 * is Lucide's, drawn on a pseudo-element in the primary colour: as an <svg> it was an element per
 * line, with its drawing in the markup and its props in the payload (the home page has 26).
 */
export const CHECKED =
  'flex gap-2 before:mt-0.5 before:size-4 before:flex-none before:text-primary before:icon-mask before:lucide--check'
