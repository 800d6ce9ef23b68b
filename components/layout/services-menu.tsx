'use client'

import { Link } from '@/components/ui/link'
import { ChevronDown } from '@/components/ui/icons'
import { useId, useRef } from 'react'
import { cx } from '@/lib/cx'
import { Card } from '@/components/ui/card'
import { useDismiss } from '@/components/ui/use-dismiss'
import { LinkList } from './link-list'
import type { NavLink } from './nav-types'
import { useOpenUntilNavigation } from './use-open-until-navigation'

type Props = { label: string; allServices: NavLink; services: NavLink[] }

function isMouseClick(event: MouseEvent): boolean {
  return 'pointerType' in event && event.pointerType === 'mouse'
}

/**
 * Opens on hover or click; closes when the pointer leaves, when focus leaves it, on Escape and on
 * a press outside (focus back on the button), and on navigation.
 */
export function ServicesMenu({ label, allServices, services }: Props) {
  const [isOpen, setIsOpen] = useOpenUntilNavigation()
  const menuId = useId()
  const container = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  useDismiss(isOpen, () => setIsOpen(false), container, buttonRef)

  return (
    <div
      ref={container}
      className="relative"
      // A mouse opens it by hovering; touch has no hover (its emulated mouse events would open
      // it just before the tap's click closed it again), so a tap goes through the click alone.
      onPointerEnter={(event) => event.pointerType === 'mouse' && setIsOpen(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setIsOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        // A mouse click lands on a menu its hover has just opened: it keeps it open rather than
        // closing it under the pointer. A tap, Enter or Space toggles it.
        onClick={(event) => setIsOpen((open) => (isMouseClick(event.nativeEvent) ? true : !open))}
        className="nav-link inline-flex items-center gap-1"
      >
        {label}
        <ChevronDown aria-hidden className={cx('size-4 transition-ui', isOpen && 'rotate-180')} />
      </button>
      {/* Drawn only while open: closed, it would be a dozen hidden links sent twice (markup and
          payload) and hydrated on every page. The header's own links and the footer stay crawlable. */}
      {isOpen ? (
        <div id={menuId} className="absolute left-1/2 top-full z-50 w-[36rem] shift-center-x pt-2">
          <Card className="p-3 shade-xl">
            <LinkList
              links={services}
              className="grid grid-cols-2 gap-1"
              linkClassName="block rounded-lg px-3 py-2 text-sm hover:bg-muted"
            />
            <Link
              href={allServices.href}
              className="mt-2 block rounded-lg border-t border-border px-3 pt-3 pb-2 text-sm font-semibold text-primary hover:bg-muted"
            >
              {allServices.label}
            </Link>
          </Card>
        </div>
      ) : null}
    </div>
  )
}
