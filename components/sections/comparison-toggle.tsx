'use client'

import { useState, type ReactNode } from 'react'
import { ChevronDown } from '@/components/ui/icons'
import { cx } from '@/lib/cx'
import { buttonClasses } from '@/components/ui/button-classes'

type Props = { children: ReactNode; controls: string; showMore: string; showLess: string }

/**
 * Wraps the server-rendered table and owns only the expanded state: rows marked
 * `group-data-[expanded=false]:hidden` stay out of view (and out of the accessibility tree)
 * until the button is pressed.
 */
export function ComparisonToggle({ children, controls, showMore, showLess }: Props) {
  const [isExpanded, setIsExpanded] = useState(false)
  return (
    <div className="group" data-expanded={isExpanded}>
      {children}
      <div className="mt-6 flex justify-center">
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={controls}
          onClick={() => setIsExpanded((v) => !v)}
          className={buttonClasses('outline')}
        >
          {isExpanded ? showLess : showMore}
          <ChevronDown aria-hidden="true" className={cx('size-4 transition-ui', isExpanded && 'rotate-180')} />
        </button>
      </div>
    </div>
  )
}
