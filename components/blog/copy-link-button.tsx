'use client'

import { useState } from 'react'
import { Check, Link2 } from '@/components/ui/icons'

type Props = { url: string; label: string; copiedLabel: string; className?: string }

/**
 * Writes the page's address to the clipboard and says so in a status message (read out by screen
 * readers); the button keeps its name, so it can be found and pressed again.
 */
export function CopyLinkButton({ url, label, copiedLabel, className }: Props) {
  const [isCopied, setCopied] = useState(false)

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
    } catch (error) {
      console.warn('Copy failed', error)
    }
  }

  return (
    <>
      <button type="button" onClick={copy} className={className}>
        {isCopied ? <Check className="size-4" aria-hidden /> : <Link2 className="size-4" aria-hidden />}
        {label}
      </button>
      <span role="status" className="text-sm text-muted-foreground">
        {isCopied ? copiedLabel : ''}
      </span>
    </>
  )
}
