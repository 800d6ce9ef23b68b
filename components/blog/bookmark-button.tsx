'use client'

import { useState } from 'react'
import { Bookmark, BookmarkCheck } from '@/components/ui/icons'
import { buttonClasses } from '@/components/ui/button-classes'

/** A local toggle for this visit, not persisted: nothing about the visitor is stored. */
export function BookmarkButton({ labels }: { labels: { add: string; remove: string } }) {
  const [isBookmarked, setBookmarked] = useState(false)
  const Icon = isBookmarked ? BookmarkCheck : Bookmark
  return (
    <button type="button" aria-pressed={isBookmarked} onClick={() => setBookmarked((b) => !b)} className={buttonClasses('outline', 'sm')}>
      <Icon className="size-4" aria-hidden />
      {isBookmarked ? labels.remove : labels.add}
    </button>
  )
}
