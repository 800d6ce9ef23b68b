import { getImageProps, type ImageProps } from 'next/image'
import { CARD_AVATAR_SIZE, CARD_IMAGE_SIZES } from './card-sizes'
import type { CardImage, Image } from './types'

/**
 * A post's picture as its card draws it, with next/image's own srcset. The grid's `sizes` asks
 * for the widest set of candidates (a third of a laptop's width down to 384 px); the list view
 * draws the same candidates with its own `sizes`, and the browser picks among them.
 */
export function cardImage(image: Image): CardImage {
  return optimized({ src: image.url, alt: image.alt, fill: true, sizes: CARD_IMAGE_SIZES.grid })
}

/** The author's portrait, decorative: 1× and 2× of its fixed size. */
export function cardAvatar(image: Image): CardImage {
  return optimized({ src: image.url, alt: '', width: CARD_AVATAR_SIZE, height: CARD_AVATAR_SIZE })
}

function optimized(options: ImageProps & { src: string; alt: string }): CardImage {
  const { props } = getImageProps(options)
  return { src: props.src, srcSet: props.srcSet ?? '', alt: options.alt }
}
