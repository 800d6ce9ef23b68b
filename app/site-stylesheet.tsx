'use client'
import './globals.css'

export default function SiteStylesheet() {
  return null
}
