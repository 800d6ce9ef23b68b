'use client'

import { useEffect, useEffectEvent, type RefObject } from 'react'

/**
 * Closes a disclosure (a dropdown, a popup panel) on Escape and on a press outside `container`,
 * then puts focus back on `trigger` so a keyboard user carries on where they were. A press on
 * another control keeps its focus: only a focus left inside the panel or on nothing comes back.
 */
export function useDismiss(
  isOpen: boolean,
  close: () => void,
  container: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
) {
  // The latest `close` without re-subscribing on every render.
  const onClose = useEffectEvent(close)
  useEffect(() => {
    if (!isOpen) return
    const restoreFocus = () => {
      const active = document.activeElement
      if (!active || active === document.body || container.current?.contains(active)) trigger.current?.focus()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      onClose()
      trigger.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && container.current?.contains(event.target)) return
      onClose()
      // After the press has moved focus (or not), so a clicked field keeps it.
      requestAnimationFrame(restoreFocus)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [isOpen, container, trigger])
}
