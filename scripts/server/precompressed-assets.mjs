// The build's scripts and stylesheets, compressed once at build time rather than on every request.
//
// A page view asks for about ten files from /_next/static/chunks/ (400–600 KiB of JavaScript).
// Sent through the `compression` middleware, each was gzipped anew for every visitor: about 5 ms
// of the server's one thread for the largest chunk, during which the page's other requests (the
// font among them) wait. They never change within a release (their names carry their content's
// hash), so `npm run build` writes each one's Brotli (quality 11) and gzip (level 9) beside it
// (`precompressBuild`), and `npm start` sends those bytes as they are (`withPrecompressedAssets`):
// no CPU per request, and Brotli at 11 is about 13 % smaller than the middleware's gzip.
//
// What is served is listed once, when the server starts, from the build's own folder: a request
// only picks among those files by exact path, so it can neither name another file nor make the
// server look at the disk. A file without its encodings (a `next build` run directly, a visitor
// who accepts neither) goes to Next as before, with the same headers.
import { createReadStream } from 'node:fs'
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { assetHeaders } from '../../lib/security-headers.mjs'
import { acceptedCodings, appendVary } from './compression.mjs'

/** Where Next serves the build's chunks from, and the folder it serves them out of. */
const URL_PREFIX = '/_next/static/chunks/'
const BUILD_FOLDER = join('static', 'chunks')

/** Next's own headers for these files (`next start`, measured with `curl -I`). */
const CONTENT_TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' }
const CACHE_CONTROL = 'public, max-age=31536000, immutable'
/** Smaller files gain less than a packet from compression. */
const MIN_BYTES = 1024

const ENCODINGS = [
  { coding: 'br', suffix: '.br', encode: promisify(brotliCompress), options: (size) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size } }) },
  { coding: 'gzip', suffix: '.gz', encode: promisify(gzip), options: () => ({ level: 9 }) },
]

const extensionOf = (name) => name.slice(name.lastIndexOf('.'))

async function filesUnder(folder) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

/**
 * `npm run build`: writes `<file>.br` and `<file>.gz` beside every script and stylesheet of the
 * build's chunks. Returns how many files and their bytes before and after Brotli.
 *
 * @param {string} distDir the build's folder (`.next`)
 */
export async function precompressBuild(distDir) {
  const files = (await filesUnder(join(distDir, BUILD_FOLDER))).filter((file) => extensionOf(file) in CONTENT_TYPES)
  const totals = { files: 0, bytes: 0, brotli: 0 }
  // One file at a time, both encodings at once: zlib's work goes to libuv's threads.
  for (const file of files) {
    const content = await readFile(file)
    if (content.length < MIN_BYTES) continue
    const encoded = await Promise.all(ENCODINGS.map(({ encode, options }) => encode(content, options(content.length))))
    await Promise.all(ENCODINGS.map(({ suffix }, i) => writeFile(file + suffix, encoded[i])))
    totals.files += 1
    totals.bytes += content.length
    totals.brotli += encoded[0].length
  }
  return totals
}

/**
 * The build's precompressed files, by URL path: what `precompressBuild` wrote, read once.
 *
 * @param {string} distDir
 * @returns {Promise<Map<string, { type: string, lastModified: string, encodings: Map<string, { path: string, size: number }> }>>}
 */
export async function listPrecompressed(distDir) {
  const folder = join(distDir, BUILD_FOLDER)
  const files = new Set(await filesUnder(folder))
  const assets = new Map()
  for (const file of files) {
    const type = CONTENT_TYPES[extensionOf(file)]
    if (!type) continue
    const encodings = new Map()
    for (const { coding, suffix } of ENCODINGS) {
      if (files.has(file + suffix)) encodings.set(coding, { path: file + suffix, size: (await stat(file + suffix)).size })
    }
    if (encodings.size === 0) continue
    const urlPath = URL_PREFIX + relative(folder, file).split(sep).join('/')
    assets.set(urlPath, { type, lastModified: (await stat(file)).mtime.toUTCString(), encodings })
  }
  return assets
}

/**
 * Wraps a request handler: a GET or HEAD for a listed chunk, from a visitor who accepts one of
 * its encodings, is answered with the stored bytes; anything else goes to `handle`.
 *
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @param {Awaited<ReturnType<typeof listPrecompressed>>} assets
 */
export function withPrecompressedAssets(handle, assets) {
  // `npm start` is the production server (start.mjs sets NODE_ENV), HSTS included.
  const security = assetHeaders({ isProduction: true })
  return (req, res) => {
    const asset = (req.method === 'GET' || req.method === 'HEAD') && req.url?.startsWith(URL_PREFIX) ? assets.get(req.url.split('?')[0]) : undefined
    const coding = asset && acceptedCodings(req).find((accepted) => asset.encodings.has(accepted))
    if (!asset || !coding) return handle(req, res)
    const file = /** @type {{ path: string, size: number }} */ (asset.encodings.get(coding))
    for (const { key, value } of security) res.setHeader(key, value)
    res.setHeader('Cache-Control', CACHE_CONTROL)
    res.setHeader('Last-Modified', asset.lastModified)
    res.setHeader('Content-Type', asset.type)
    appendVary(res)
    // A browser that kept the file asks whether it changed: it never does within a release.
    if (req.headers['if-modified-since'] === asset.lastModified) {
      res.statusCode = 304
      res.end()
      return
    }
    res.setHeader('Content-Encoding', coding)
    res.setHeader('Content-Length', file.size)
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    createReadStream(file.path)
      .on('error', () => res.destroy())
      .pipe(res)
  }
}
