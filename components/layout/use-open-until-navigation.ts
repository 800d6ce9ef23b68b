'use client'

import { usePathname } from 'next/navigation'
import { useState } from 'react'

/**
 * Open/closed state that closes itself on navigation: it remembers the path it was opened on,
 * so a new path reads as closed with no effect and no extra render.
 */
export function useOpenUntilNavigation() {
  const pathname = usePathname()
  const [openOn, setOpenOn] = useState<string | null>(null)
  const isOpen = openOn === pathname
  const setIsOpen = (next: boolean | ((open: boolean) => boolean)) => {
    const value = typeof next === 'function' ? next(isOpen) : next
    setOpenOn(value ? pathname : null)
  }
  return [isOpen, setIsOpen] as const
}
