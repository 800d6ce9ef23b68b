/** The agency's mark: a meridian line crossing a circle. Decorative next to the name. */
export function Logo({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={className}>
      <rect width="32" height="32" rx="9" className="fill-primary" />
      <circle cx="16" cy="16" r="8" fill="none" strokeWidth="2.5" className="stroke-primary-foreground" />
      <path d="M16 5v22" strokeWidth="2.5" strokeLinecap="round" className="stroke-primary-foreground" />
    </svg>
  )
}
