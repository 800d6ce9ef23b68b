import type { CSSProperties } from 'react'
import { Card } from '@/components/ui/card'

export type Testimonial = { name: string; handle: string; text: string }

type Props = { label: string; items: Testimonial[] }

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
 * A CSS-only marquee: no client JavaScript, and each testimonial in the DOM once. Every card
 * runs the same animation, offset by its place in the list, and wraps from the left edge to the
 * far right while out of sight (the stylesheet has the arithmetic); the product description's
 * four copies of the list would draw the same frames with four times the markup.
 *
 * The region takes keyboard focus: focus pauses the animation (a way to stop moving content,
 * WCAG 2.2.2), and under reduced motion, where the cards line up in a region that scrolls
 * instead, it lets keyboard users scroll it. The edge-fading mask would hide the region's own
 * focus ring, so an unmasked wrapper draws it.
 *
 * A card's parts have no class: testimonials-marquee.css styles them by their place under
 * .testimonial (8 cards, and every class would be sent twice, in the HTML and the payload).
 */
export function TestimonialsMarquee({ label, items }: Props) {
  return (
    <div className="marquee">
      <div role="region" aria-label={label} tabIndex={0} className="marquee-viewport">
        <ul data-marquee className="marquee-track" style={{ '--count': items.length } as CSSProperties}>
          {items.map((item, index) => (
            <li key={item.name} style={{ '--index': index } as CSSProperties}>
              <Card as="figure" className="testimonial">
                <blockquote>{item.text}</blockquote>
                <figcaption>
                  <span aria-hidden="true" className="testimonial-avatar">
                    {initials(item.name)}
                  </span>
                  <span>
                    <b>{item.name}</b>
                    <small>{item.handle}</small>
                  </span>
                </figcaption>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
