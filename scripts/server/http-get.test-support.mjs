import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

/**
 * One request to a test server on 127.0.0.1, on a connection of its own: its status, headers,
 * the bytes received, their encoding and the text once decoded.
 *
 * @param {number} port
 * @param {string} path
 * @param {Record<string, string>} [headers]
 * @param {string} [method]
 */
export function get(port, path, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        const coding = res.headers['content-encoding']
        const decode = body.length === 0 ? () => body : coding === 'br' ? brotliDecompressSync : coding === 'gzip' ? gunzipSync : () => body
        resolve({ status: res.statusCode, headers: res.headers, bytes: body.length, coding, text: decode(body).toString('utf8') })
      })
    })
    req.on('error', reject)
    req.end()
  })
}
