'use client'

import { useState } from 'react'
import { Check, Link2, Share2 } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button-link'

type Props = {
  url: string
  title: string
  copy: { share: string; shareOn: { twitter: string; facebook: string; linkedin: string }; copyLink: string; linkCopied: string }
}

/** Native share when the browser has it; otherwise a panel of share links and copy-link. */
export function ShareButtons({ url, title, copy }: Props) {
  const [isOpen, setOpen] = useState(false)
  const [isCopied, setCopied] = useState(false)
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  const links = [
    { label: copy.shareOn.twitter, href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { label: copy.shareOn.facebook, href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: copy.shareOn.linkedin, href: `https://www.linkedin.com/shareArticle?mini=true&url=${u}&title=${t}` },
  ]

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

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href)
      setCopied(true)
    } catch (error) {
      console.warn('Copy failed', error)
    }
  }

  return (
    <div className="relative">
      <button type="button" aria-expanded={isOpen} onClick={share} className={buttonClasses('outline', 'sm')}>
        <Share2 className="size-4" aria-hidden />
        {copy.share}
      </button>
      {isOpen ? (
        <div className="absolute right-0 z-20 mt-2 flex w-60 flex-col gap-1 rounded-xl border border-border bg-card p-2 shadow-lg">
          {links.map((l) => (
            <a key={l.label} href={l.href} target="_blank" rel="noopener noreferrer" className="rounded-lg px-3 py-2 text-sm hover:bg-muted">
              {l.label}
            </a>
          ))}
          <button type="button" onClick={copyLink} className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-muted">
            {isCopied ? <Check className="size-4" aria-hidden /> : <Link2 className="size-4" aria-hidden />}
            {isCopied ? copy.linkCopied : copy.copyLink}
          </button>
        </div>
      ) : null}
    </div>
  )
}
