/** The networks a post can be shared on, in the order the page shows them. */
export const SHARE_NETWORKS = ['X (Twitter)', 'Facebook', 'LinkedIn'] as const
export type ShareNetwork = (typeof SHARE_NETWORKS)[number]

/**
 * Each network's own share address for a page: the page's address for all three, and its title
 * where the network takes one (X and LinkedIn; Facebook reads it from the page's Open Graph tags).
 */
export function shareLinks(url: string, title: string): Array<{ network: ShareNetwork; href: string }> {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  return [
    { network: 'X (Twitter)', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/shareArticle?mini=true&url=${u}&title=${t}` },
  ]
}
