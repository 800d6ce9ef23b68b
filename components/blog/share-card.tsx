import { ExternalLink } from '@/components/ui/icons'
import { shareLinks, type ShareNetwork } from '@/lib/blog/share-links'
import { buttonClasses } from '@/components/ui/button-classes'
import { Card } from '@/components/ui/card'
import { CopyLinkButton } from './copy-link-button'

type Props = {
  url: string
  title: string
  copy: { heading: string; shareOn: Record<ShareNetwork, string>; copyLink: string; linkCopied: string }
}

/**
 * The post's share card, always shown: plain links to each network's share page (server HTML,
 * working before any script) and a copy-link button, the only part that runs in the browser.
 */
export function ShareCard({ url, title, copy }: Props) {
  return (
    <Card as="section" aria-labelledby="share-heading" className="p-5">
      <h2 id="share-heading" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {copy.heading}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {shareLinks(url, title).map(({ network, href }) => (
          <li key={network}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={`${buttonClasses('outline', 'sm')} w-full justify-between`}>
              {copy.shareOn[network]}
              {/* Opens in a new tab, as the icon says. */}
              <ExternalLink className="size-4" aria-hidden />
            </a>
          </li>
        ))}
        <li className="flex flex-col gap-1">
          <CopyLinkButton url={url} label={copy.copyLink} copiedLabel={copy.linkCopied} className={`${buttonClasses('outline', 'sm')} w-full justify-start`} />
        </li>
      </ul>
    </Card>
  )
}
