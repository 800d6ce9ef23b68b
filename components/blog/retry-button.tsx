'use client'

import { RotateCw } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button-link'

export function RetryButton({ label }: { label: string }) {
  return (
    <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
      <RotateCw className="size-4" aria-hidden />
      {label}
    </button>
  )
}
