import { Clock } from '@/components/ui/icons'
import { Badge } from '@/components/ui/badge'

type Copy = { badge: string; heading: string; description: string; note: string }

/**
 * A feature announced but not built yet (project tracking for clients). No link and no button,
 * and the badge is part of the heading, so nobody takes it for something they can use today.
 * Below the pricing plans: off a phone's first screen and a laptop's, on a 1440-pixel-high one's,
 * so drawn as it comes near and styled by the critical rules (`.drawn-near`, kit.css).
 */
export function ComingSoon({ copy }: { copy: Copy }) {
  return (
    <section aria-labelledby="coming-soon-heading" className="drawn-near mx-auto max-w-3xl px-4 pb-20 sm:px-6 lg:px-8">
      <div className="rounded-2xl border border-dashed border-border bg-muted/50 p-6 sm:p-8">
        <h2 id="coming-soon-heading" className="flex flex-wrap items-center gap-3 text-xl font-semibold">
          <Badge variant="soft" className="inline-flex items-center gap-1.5 text-xs uppercase tracking-wide">
            <Clock className="size-3.5" aria-hidden />
            {copy.badge}
          </Badge>
          <span>{copy.heading}</span>
        </h2>
        <p className="mt-3 text-muted-foreground">{copy.description}</p>
        <p className="mt-2 text-sm text-muted-foreground">{copy.note}</p>
      </div>
    </section>
  )
}
