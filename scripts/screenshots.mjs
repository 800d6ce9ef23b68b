#!/usr/bin/env node
// Screenshots of every page kind, both languages, light and dark, at 390 and 1366 px, and a
// pixel diff of two sets: what a restyle changed on screen (issue 41).
//
//   node scripts/screenshots.mjs capture http://localhost:PORT DIR   # a running build's pages
//   node scripts/screenshots.mjs compare BEFORE_DIR AFTER_DIR [DIFF_DIR]
//
// Motion is held still (prefers-reduced-motion: the hero word and the marquee stop), every page
// is in Geist (reloaded when the font came too late for its first load), sections below the fold
// are drawn and lazy pictures loaded before the full-page shot, so two captures of one build give
// the same pixels. `compare` prints each pair's differing pixels, writes a diff image of every
// pair that differs, and exits 1 when any does.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'
import { CHROMIUM_ARGS } from '../e2e/support/chromium-flags.mjs'
import { findSlugs, KINDS, sitePages } from './bench/pages.mjs'
import { chromiumPath } from './test-tools.mjs'

const WIDTHS = [390, 1366]
const THEMES = ['light', 'dark']

async function capture(origin, dir) {
  mkdirSync(dir, { recursive: true })
  const pages = sitePages(await findSlugs(origin, KINDS))
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  try {
    for (const theme of THEMES) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme, reducedMotion: 'reduce' })
        const page = await context.newPage()
        for (const { id, path } of pages) {
          await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
          // Geist that comes after the first paint waits for the next page (app/web-font.tsx):
          // shown again, the page has it from the cache, as a visitor's next page does.
          for (let tries = 0; tries < 3 && !(await page.evaluate(() => [...document.fonts].some((face) => face.family === 'Geist'))); tries++) {
            await page.reload({ waitUntil: 'networkidle' })
          }
          await page.addStyleTag({ content: '*{content-visibility:visible!important;caret-color:transparent!important}' })
          await page.evaluate(async () => {
            for (const img of document.images) img.loading = 'eager'
            await Promise.all([...document.images].map((img) => img.decode().catch(() => {})))
            await document.fonts.ready
          })
          await page.screenshot({ path: join(dir, `${id}-${theme}-${width}.png`), fullPage: true, animations: 'disabled' })
        }
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
}

function compare(before, after, diffDir) {
  if (diffDir) mkdirSync(diffDir, { recursive: true })
  let changed = 0
  for (const name of readdirSync(before).filter((file) => file.endsWith('.png')).sort()) {
    const a = PNG.sync.read(readFileSync(join(before, name)))
    const b = PNG.sync.read(readFileSync(join(after, name)))
    if (a.width !== b.width || a.height !== b.height) {
      console.log(`${name}: size ${a.width}×${a.height} → ${b.width}×${b.height}`)
      changed++
      continue
    }
    const diff = new PNG({ width: a.width, height: a.height })
    const pixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 })
    console.log(`${name}: ${pixels === 0 ? 'identical' : `${pixels} pixels differ`}`)
    if (pixels > 0) {
      changed++
      if (diffDir) writeFileSync(join(diffDir, name), PNG.sync.write(diff))
    }
  }
  console.log(changed === 0 ? 'No visible change.' : `${changed} screenshot(s) differ.`)
  return changed
}

const [command, a, b, c] = process.argv.slice(2)
if (command === 'capture' && a && b) await capture(a, b)
else if (command === 'compare' && a && b) process.exitCode = compare(a, b, c) > 0 ? 1 : 0
else {
  console.error('usage: screenshots.mjs capture ORIGIN DIR | compare BEFORE_DIR AFTER_DIR [DIFF_DIR]')
  process.exitCode = 2
}
