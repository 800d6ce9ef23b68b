// Why the production server compresses responses itself (next.config.mjs: `compress: false`).
//
// Next's own compression gzips every response on every request. A pre-rendered page is the same
// text from one re-render to the next, yet each browser request for /en paid about 2 ms of CPU
// to gzip its 122 KiB: with `Accept-Encoding`, as every browser sends, the server answered a
// third as many requests per second as without (docs/performance.md, issue 41's fifth session).
//
// Here a response sent in one piece (`res.end(text)`, how Next sends a page from its cache) is
// compressed once per distinct text and kept: gzip at once, and Brotli, which is 30 % smaller
// and takes about 30 times the CPU, in the background once the same text is asked for again, so
// a page nobody asks for twice (a draft, a one-off error) never costs that. Everything else
// (streamed renders, the build's files) goes through the `compression` middleware, as Next did.
//
// What this keeps is bounded: MAX_STORED_BYTES of text and its encodings together, the least
// recently used first out. It holds only what a response already was, never anything a request
// chose; headers stay the response's own.
import compression from 'compression'
import Negotiator from 'negotiator'
import { brotliCompress, constants, gzipSync } from 'node:zlib'

/** Text and encodings kept, in bytes (about 300 pages the size of /en). */
const MAX_STORED_BYTES = 64 * 1024 * 1024
/** Smaller bodies are sent as they are: compression would save less than a packet. */
const MIN_BYTES = 1024
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i
/**
 * Brotli's quality 10: /en in 18.7 KiB for about 60 ms of a worker thread. Quality 11 saves 2 % more
 * for five times the CPU, and a crawler asking for thousands of pages twice would keep Node's
 * thread pool (file reads too) busy with it.
 */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }

/**
 * The stored encodings of texts. `encode(text, accepted)` answers with the first of `accepted`
 * ('br', 'gzip', in the visitor's order of preference) that it holds: gzip always (compressed on
 * a text's first call), Brotli once its background compression, started on the second call, has
 * finished. `undefined` when the visitor accepts Brotli only and it is not ready yet.
 */
export function compressedTexts({ maxBytes = MAX_STORED_BYTES } = {}) {
  /** @type {Map<string, { gzip: Buffer, br?: Buffer, brotliStarted: boolean, bytes: number }>} */
  const entries = new Map()
  let bytes = 0

  const evict = () => {
    for (const [text, entry] of entries) {
      if (bytes <= maxBytes) break
      entries.delete(text)
      bytes -= entry.bytes
    }
  }

  const startBrotli = (text, entry) => {
    entry.brotliStarted = true
    brotliCompress(text, BROTLI, (error, encoded) => {
      // Evicted meanwhile: nothing to add to.
      if (error || entries.get(text) !== entry) return
      entry.br = encoded
      entry.bytes += encoded.length
      bytes += encoded.length
      evict()
    })
  }

  const entryOf = (text) => {
    let entry = entries.get(text)
    if (entry) {
      // Most recently used last.
      entries.delete(text)
      entries.set(text, entry)
      if (!entry.brotliStarted) startBrotli(text, entry)
      return entry
    }
    const gzip = gzipSync(text)
    entry = { gzip, brotliStarted: false, bytes: text.length + gzip.length }
    entries.set(text, entry)
    bytes += entry.bytes
    evict()
    return entry
  }

  return {
    /**
     * @param {string} text
     * @param {readonly ('br' | 'gzip')[]} accepted
     * @returns {{ coding: 'br' | 'gzip', encoded: Buffer } | undefined}
     */
    encode(text, accepted) {
      const entry = entryOf(text)
      for (const coding of accepted) {
        const encoded = entry[coding]
        if (encoded) return { coding, encoded }
      }
      return undefined
    },
    /** Bytes kept now. */
    get bytes() {
      return bytes
    },
  }
}

/**
 * Wraps a Node request handler: responses compressed for visitors who accept it, a response sent
 * in one piece from the stored encodings (`compressedTexts`), any other through `compression`.
 *
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @param {{ texts?: ReturnType<typeof compressedTexts> }} [options]
 */
export function withCompression(handle, { texts = compressedTexts() } = {}) {
  const streamed = compression()
  return (req, res) =>
    streamed(req, res, () => {
      sendStoredEncodings(req, res, texts)
      return handle(req, res)
    })
}

/** Replaces `res.end` so that a text sent whole goes out in a stored encoding when it can. */
function sendStoredEncodings(req, res, texts) {
  if (req.method !== 'GET') return
  const write = res.write
  const end = res.end
  let streaming = false
  res.write = function (...args) {
    streaming = true
    return write.apply(this, args)
  }
  res.end = function (chunk, ...rest) {
    const accepted = streaming || res.headersSent || !isStorable(res, chunk) ? [] : acceptedCodings(req)
    const stored = accepted.length > 0 ? texts.encode(chunk, accepted) : undefined
    if (!stored) return end.call(this, chunk, ...rest)
    res.setHeader('Content-Encoding', stored.coding)
    res.setHeader('Content-Length', stored.encoded.length)
    appendVary(res)
    // `compression`'s own `end` sees the Content-Encoding and sends these bytes as they are.
    return end.call(this, stored.encoded, ...rest.filter((arg) => typeof arg === 'function'))
  }
}

function isStorable(res, chunk) {
  return (
    typeof chunk === 'string' &&
    chunk.length >= MIN_BYTES &&
    (res.statusCode === 200 || res.statusCode === 404) &&
    !res.getHeader('Content-Encoding') &&
    COMPRESSIBLE.test(String(res.getHeader('Content-Type') ?? '')) &&
    !/\bno-transform\b/i.test(String(res.getHeader('Cache-Control') ?? ''))
  )
}

/** The codings of ours the request accepts, its preferred first (q-values honoured; br before gzip on a tie). */
export function acceptedCodings(req) {
  return /** @type {('br' | 'gzip')[]} */ (new Negotiator(req).encodings(['br', 'gzip'], { preferred: ['br', 'gzip'] }))
}

/** Adds Accept-Encoding to the response's Vary header, once. */
export function appendVary(res) {
  const vary = String(res.getHeader('Vary') ?? '')
  if (!/\baccept-encoding\b/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}
