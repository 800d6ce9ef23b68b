'use client'
import dynamic from 'next/dynamic'
import { useRef } from 'react'
import { preload } from 'react-dom'
import { useServerInsertedHTML } from 'next/navigation'
import { GEIST_SANS_URL } from './fonts/geist-sans'

const SiteStylesheet = dynamic(() => import('./site-stylesheet'), { ssr: false })

const CRITICAL = 'body{background:#fdd}/*CRITICAL-MARKER*/'

export function DeferredStylesheet() {
  preload(GEIST_SANS_URL, { as: 'font', type: 'font/woff2', crossOrigin: '' })
  const inserted = useRef(false)
  useServerInsertedHTML(() => {
    if (inserted.current) return null
    inserted.current = true
    return <style>{typeof window === 'undefined' ? CRITICAL : ''}</style>
  })
  return <SiteStylesheet />
}
