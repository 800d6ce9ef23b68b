// The floor: a bare Next.js app on the repository's own next and react, built in the same run: a
// page with a heading and a paragraph, and the same page with a picture (PICTURE_PATH).
import { copyFileSync, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const LAYOUT = `import type { Metadata } from 'next'
import type { ReactNode } from 'react'

export const metadata: Metadata = {
  title: 'Bare Next.js page',
  description: 'One server-rendered page: the smallest page this version of Next.js sends.',
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`

const PAGE = `export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>A heading and a paragraph, nothing else: what the framework alone sends to the browser.</p>
    </main>
  )
}
`

// The floor of a page whose largest paint is a picture: the same page with one picture above the
// fold, from the site's own files (1200×800, like every picture the site shows first), through
// next/image and fetched at once, as the site's first pictures are. The page's width, as a card's
// on a phone: at its own 1200 px it would cover the screen, and Chromium leaves a picture that
// covers the viewport out of LCP (a background, to it).
const PICTURE_PAGE = `import Image from 'next/image'

export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <Image src="/picture.webp" alt="A picture the width of the page" width={1200} height={800} sizes="100vw" priority style={{ width: '100%', height: 'auto' }} />
    </main>
  )
}
`
export const PICTURE_SOURCE = 'public/portfolio/atelier-lumen.webp'
export const PICTURE_PATH = '/picture'

// Next's defaults, in a file of the app's own: without one, Next looks for a config in the folders
// above and, inside the repository, loads the site's. The "bare" page then had the site's
// compression off (its scripts sent uncompressed, 449 KiB where the site's are 128), its headers,
// release id and cache handler.
export const BARE_CONFIG = `// The bench's bare app: Next's defaults (scripts/bench/bare-app.mjs).
export default {}
`

// A hook of the app's own that does nothing: without one, Turbopack compiled the repository's
// instrumentation.ts into the bare app, whose server then started the site's blog-list refresher and
// contact outbox worker beside the pages it was measured on.
export const BARE_INSTRUMENTATION = `// The bench's bare app starts nothing of its own (scripts/bench/bare-app.mjs).
export function register() {}
`

// Without an icon Chromium's /favicon.ico request 404s, a console error that costs best practices.
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6"/></svg>\n'

const resolveFrom = (dir, request) => {
  try {
    return createRequire(join(dir, 'noop.js')).resolve(request)
  } catch {
    return undefined
  }
}

/**
 * Writes the app into `dir` (wiped first: it is the bench's own scratch folder) and makes sure it
 * resolves the repository's next and react: inside the repository Node finds them by walking up;
 * anywhere else a node_modules symlink does it.
 */
export function writeBareApp(dir, root) {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(join(dir, 'app'), { recursive: true })
  writeFileSync(join(dir, 'next.config.mjs'), BARE_CONFIG)
  writeFileSync(join(dir, 'instrumentation.ts'), BARE_INSTRUMENTATION)
  writeFileSync(join(dir, 'app', 'layout.tsx'), LAYOUT)
  writeFileSync(join(dir, 'app', 'page.tsx'), PAGE)
  writeFileSync(join(dir, 'app', 'icon.svg'), ICON)
  mkdirSync(join(dir, 'app', 'picture'))
  writeFileSync(join(dir, 'app', 'picture', 'page.tsx'), PICTURE_PAGE)
  mkdirSync(join(dir, 'public'))
  copyFileSync(join(root, PICTURE_SOURCE), join(dir, 'public', 'picture.webp'))
  const sameModules = ['next/package.json', 'react/package.json', 'react-dom/package.json'].every(
    (request) => resolveFrom(dir, request) !== undefined && resolveFrom(dir, request) === resolveFrom(root, request),
  )
  if (!sameModules) symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
  return { linked: !sameModules }
}

export const isBuilt = (dir) => existsSync(join(dir, '.next', 'BUILD_ID'))
