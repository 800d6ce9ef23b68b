import { Quote } from 'lucide-react'
import { cn } from '@/lib/utils'
import styles from './testimonials-marquee.module.css'

export type Testimonial = { name: string; handle: string; text: string }

type Props = { label: string; items: Testimonial[] }

const REPEATS = 4

function initials(name: string): string {
  return name
    .replace(/^Dr\.?\s+/, '')
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase()
}

/**
 * A CSS-only marquee: no client JavaScript. Only the first copy of the list is exposed to
 * assistive technology; the three repeats are aria-hidden and inert.
 *
 * The region takes keyboard focus: focus pauses the animation (a way to stop moving content,
 * WCAG 2.2.2), and under reduced motion, where the region scrolls instead, it lets keyboard
 * users scroll it. The edge-fading mask would hide the region's own focus ring, so an unmasked
 * wrapper draws it.
 */
export function TestimonialsMarquee({ label, items }: Props) {
  return (
    <div className="has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2 has-[:focus-visible]:outline-ring">
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className={cn(
          styles.viewport,
          'overflow-hidden py-1 focus-visible:outline-none [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)]',
        )}
      >
        <div data-marquee className={cn(styles.track, 'flex w-max')}>
          {Array.from({ length: REPEATS }, (_, copy) => (
            <ul
              key={copy}
              aria-hidden={copy > 0 ? true : undefined}
              inert={copy > 0}
              className="flex shrink-0 gap-6 pr-6"
            >
              {items.map((item) => (
                <li key={item.name} className="w-80 shrink-0 sm:w-96">
                  <figure className="flex h-full flex-col rounded-2xl border border-border bg-card p-6 shadow-sm">
                    <Quote aria-hidden="true" className="size-6 text-primary" />
                    <blockquote className="mt-3 flex-1 text-pretty">{item.text}</blockquote>
                    <figcaption className="mt-5 flex items-center gap-3">
                      <span
                        aria-hidden="true"
                        className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                      >
                        {initials(item.name)}
                      </span>
                      <span>
                        <span className="block font-semibold">{item.name}</span>
                        <span className="block text-sm text-muted-foreground">{item.handle}</span>
                      </span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </div>
  )
}
