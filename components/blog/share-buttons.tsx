'use client'

import { useId, useRef, useState } from 'react'
import { Share2 } from '@/components/ui/icons'
import { shareLinks, type ShareNetwork } from '@/lib/blog/share-links'
import { buttonClasses } from '@/components/ui/button-classes'
import { useDismiss } from '@/components/ui/use-dismiss'
import { CopyLinkButton } from './copy-link-button'

type Props = {
  url: string
  title: string
  copy: { share: string; shareOn: Record<ShareNetwork, string>; copyLink: string; linkCopied: string }
}

const ITEM = 'inline-flex items-center gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-muted'

/**
 * The Share button: the system's share sheet where the browser has one; elsewhere a panel of
 * share links and copy-link that closes on Escape or a press outside, focus back on the button.
 */
export function ShareButtons({ url, title, copy }: Props) {
  const [isOpen, setOpen] = useState(false)
  const panelId = useId()
  const container = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  useDismiss(isOpen, () => setOpen(false), container, button)

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
      } catch (error) {
        console.warn('Share cancelled or failed', error)
      }
      return
    }
    setOpen((o) => !o)
  }

  return (
    <div ref={container} className="relative">
      <button ref={button} type="button" aria-expanded={isOpen} aria-controls={panelId} onClick={share} className={buttonClasses('outline', 'sm')}>
        <Share2 className="size-4" aria-hidden />
        {copy.share}
      </button>
      <div
        id={panelId}
        role="group"
        aria-label={copy.share}
        hidden={!isOpen}
        className="absolute right-0 z-20 mt-2 w-60 flex-col gap-1 rounded-xl border border-border bg-card p-2 shade-lg flex"
      >
        {/* Drawn only while open: the share card below the post has the same links in the
            page's HTML for crawlers and scriptless visitors, so the panel need not repeat them. */}
        {isOpen ? (
          <>
            {shareLinks(url, title).map(({ network, href }) => (
              <a key={network} href={href} target="_blank" rel="noopener noreferrer" className={ITEM}>
                {copy.shareOn[network]}
              </a>
            ))}
            <CopyLinkButton url={url} label={copy.copyLink} copiedLabel={copy.linkCopied} className={ITEM} />
          </>
        ) : null}
      </div>
    </div>
  )
}
