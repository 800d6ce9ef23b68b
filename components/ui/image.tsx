import { getImageProps, type ImageProps } from 'next/image'

type Props = Omit<ImageProps, 'priority' | 'preload' | 'placeholder' | 'onLoad' | 'onError'> & {
  /** The page's largest image, in view on load: fetched at once and first. */
  isPriority?: boolean
}

/**
 * next/image's optimized, responsive <img> without its client component. `next/image` hydrates
 * every picture and sends its props again in the payload; the markup `getImageProps` computes
 * (srcset through the image optimizer, width and height so nothing shifts, lazy loading) is all
 * a picture here needs. The priority image uses `loading="eager"` and `fetchPriority="high"`,
 * which Next's docs prefer to a preload.
 */
export function Image({ isPriority = false, alt, ...rest }: Props) {
  const { props } = getImageProps({
    alt,
    ...rest,
    ...(isPriority ? { loading: 'eager', fetchPriority: 'high' } : {}),
  })
  // Its inline `color: transparent` (the alt text hidden while loading) is the stylesheet's img
  // rule (globals.css): as a style it was written twice, in the HTML and the payload, per picture.
  // No style prop at all when nothing is left: one set to undefined is still written in the payload.
  const { style: nextStyle, ...img } = props
  const { color, ...style } = nextStyle ?? {}
  void color
  // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own props
  return <img {...img} {...(Object.keys(style).length > 0 ? { style } : {})} alt={alt} />
}
