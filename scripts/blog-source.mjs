// Shared by the blog scripts: where the sources are and how an asset's Contentful URL maps to its
// file under public/blog-assets/.
//
//   asset url   //images.ctfassets.net/<spaceId>/<assetId>/<token>/<fileName>
//   file        public/blog-assets/images.ctfassets.net/<spaceId>/<assetId>/<token>/<fileName>
//   served at   /blog-assets/images.ctfassets.net/<spaceId>/<assetId>/<token>/<fileName>
//
// i.e. the URL without its leading "//", under public/blog-assets/. contentful-import with
// `uploadAssets: true, assetsDirectory: 'public/blog-assets'` reads exactly that path
// (it splits "https://…" on "//" and joins the rest onto assetsDirectory).
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

export const ROOT = new URL('..', import.meta.url).pathname
export const BLOG_DIR = join(ROOT, 'content/blog')
export const ARTICLES_DIR = join(BLOG_DIR, 'articles')
export const EXPORT_FILE = join(BLOG_DIR, 'contentful-export.json')
export const ASSETS_DIR = join(ROOT, 'public/blog-assets')

export async function loadSource() {
  return JSON.parse(await readFile(join(BLOG_DIR, 'source.json'), 'utf8'))
}

/** Stable per asset: a digest of its id, shaped like Contentful's 32-hex upload token. */
export function assetToken(assetId) {
  return createHash('sha1').update(`meridian-blog:${assetId}`).digest('hex').slice(0, 32)
}

export function assetUrl(source, asset) {
  return `//images.ctfassets.net/${source.spaceId}/${asset.id}/${assetToken(asset.id)}/${asset.fileName}`
}

export function assetPublicPath(source, asset) {
  return join(ASSETS_DIR, assetUrl(source, asset).replace(/^\/\//, ''))
}
