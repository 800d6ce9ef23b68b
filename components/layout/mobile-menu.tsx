'use client'

import { Link } from '@/components/ui/link'
import { usePendingHref } from '@/components/ui/link-pending'
import { Menu, X } from '@/components/ui/icons'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { LinkList } from './link-list'
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

/**
 * Full-screen menu for small screens, on the native modal <dialog>: the browser makes the page
 * behind it inert (focus stays inside), closes it on Escape and gives focus back to the button
 * that opened it. globals.css locks the page's scroll while it is open. Closes on navigation.
 */
export function MobileMenu({ openLabel, closeLabel, title, links, services, cta, footer }: Props) {
  const [isOpen, setIsOpen] = useOpenUntilNavigation()
  const panelId = useId()
  const dialog = useRef<HTMLDialogElement>(null)

  // A link of the menu waits for its page (not prefetched, slow network): the menu steps aside
  // at once, so the visitor sees the page's loading state rather than a menu that seems stuck.
  // Only a navigation that starts closes it; the menu still opens while one is on its way.
  const pendingHref = usePendingHref()
  const [seenPendingHref, setSeenPendingHref] = useState(pendingHref)
  if (pendingHref !== seenPendingHref) {
    setSeenPendingHref(pendingHref)
    if (pendingHref !== null && isOpen) setIsOpen(false)
  }

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (isOpen && !element.open) element.showModal()
    if (!isOpen && element.open) element.close()
  }, [isOpen])

  return (
    <>
      <button
        type="button"
        aria-label={openLabel}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
        className="inline-flex size-10 items-center justify-center rounded-full hover:bg-muted lg:hidden"
      >
        <Menu aria-hidden className="size-6" />
      </button>
      <dialog
        ref={dialog}
        id={panelId}
        aria-label={title}
        data-mobile-menu
        // Escape (the dialog's cancel) and close() both end here: the state follows the element.
        onClose={() => setIsOpen(false)}
        className="m-0 size-full max-h-none max-w-none overflow-y-auto bg-background px-6 pt-4 pb-10 text-foreground backdrop:bg-background lg:hidden"
      >
        {/* The panel's contents exist only while it is open: closed, they were 40 hidden
            elements sent twice (markup and payload) and hydrated on every page. */}
        {isOpen ? (
          <>
            <div className="flex justify-end">
              <button
                type="button"
                aria-label={closeLabel}
                onClick={() => setIsOpen(false)}
                className="inline-flex size-10 items-center justify-center rounded-full hover:bg-muted"
              >
                <X aria-hidden className="size-6" />
              </button>
            </div>
            <nav aria-label={title} className="mt-4">
              <LinkList links={links} className="grid gap-1 text-2xl font-semibold" linkClassName="block rounded-lg py-2" />
              <p className="mt-8 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
                {services.label}
              </p>
              <LinkList
                links={services.links}
                className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2"
                linkClassName="block rounded-lg py-2 text-base"
              />
            </nav>
            <Link
              href={cta.href}
              className="mt-8 flex h-12 items-center justify-center rounded-full bg-primary font-medium text-primary-foreground"
            >
              {cta.label}
            </Link>
            <div className="mt-6 flex items-center justify-center gap-2">{footer}</div>
          </>
        ) : null}
      </dialog>
    </>
  )
}
