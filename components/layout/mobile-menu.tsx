'use client'

import Link from 'next/link'
import { Menu, X } from 'lucide-react'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import type { NavLink } from './nav-types'
import { useOpenUntilNavigation } from './use-open-until-navigation'

type Props = {
  openLabel: string
  closeLabel: string
  title: string
  links: NavLink[]
  services: { label: string; links: NavLink[] }
  cta: NavLink
  /** Server-rendered extras shown at the bottom (language switch, theme toggle). */
  footer: ReactNode
}

/** Full-screen menu for small screens: locks the page behind it, closes on navigation. */
export function MobileMenu({ openLabel, closeLabel, title, links, services, cta, footer }: Props) {
  const [isOpen, setIsOpen] = useOpenUntilNavigation()
  const panelId = useId()
  const openButton = useRef<HTMLButtonElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!isOpen) return
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    closeButton.current?.focus()
    const opener = openButton.current
    return () => {
      document.body.style.overflow = overflow
      opener?.focus()
    }
  }, [isOpen])

  return (
    <>
      <button
        ref={openButton}
        type="button"
        aria-label={openLabel}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen(true)}
        className="inline-flex size-10 items-center justify-center rounded-full hover:bg-muted lg:hidden"
      >
        <Menu aria-hidden className="size-6" />
      </button>
      <div
        id={panelId}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        hidden={!isOpen}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setIsOpen(false)
        }}
        className="fixed inset-0 z-50 overflow-y-auto bg-background px-6 pt-4 pb-10 lg:hidden"
      >
        <div className="flex justify-end">
          <button
            ref={closeButton}
            type="button"
            aria-label={closeLabel}
            onClick={() => setIsOpen(false)}
            className="inline-flex size-10 items-center justify-center rounded-full hover:bg-muted"
          >
            <X aria-hidden className="size-6" />
          </button>
        </div>
        <nav aria-label={title} className="mt-4">
          <ul className="space-y-1 text-2xl font-semibold">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="block rounded-lg py-2">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            {services.label}
          </p>
          <ul className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2">
            {services.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="block rounded-lg py-2 text-base">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link
          href={cta.href}
          className="mt-8 flex h-12 items-center justify-center rounded-full bg-primary font-medium text-primary-foreground"
        >
          {cta.label}
        </Link>
        <div className="mt-6 flex items-center justify-center gap-2">{footer}</div>
      </div>
    </>
  )
}
