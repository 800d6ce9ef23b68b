// A local stand-in of the Contentful Delivery API, started by Playwright before the build.
// The blog issue fills it with fixtures; until then it answers every entries query with none.
import { createServer } from 'node:http'

const port = Number(process.env.STAND_IN_PORT ?? 3101)

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`)
  if (url.pathname === '/__health') return send(res, 200, { ok: true })
  if (url.pathname.endsWith('/entries')) {
    return send(res, 200, { sys: { type: 'Array' }, total: 0, skip: 0, limit: 100, items: [] })
  }
  return send(res, 404, { sys: { type: 'Error', id: 'NotFound' }, message: 'The resource could not be found.' })
})

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/vnd.contentful.delivery.v1+json' })
  res.end(JSON.stringify(body))
}

server.listen(port, '127.0.0.1', () => console.log(`Contentful stand-in on http://127.0.0.1:${port}`))
