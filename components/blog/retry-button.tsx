'use client'

import { RotateCw } from '@/components/ui/icons'
import { buttonClasses } from '@/components/ui/button-classes'

export function RetryButton({ label }: { label: string }) {
  return (
    <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
      <RotateCw className="size-4" aria-hidden />
      {label}
    </button>
  )
}
