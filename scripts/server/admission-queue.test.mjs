import { createServer } from 'node:http'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { admissionQueue } from './admission-queue.mjs'

/** One event-loop turn: an immediate queued now runs after the queue's own pump of this turn. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

function fakeExchange(id) {
  const req = { url: `/${id}`, socket: { destroyed: false } }
  const res = {
    headers: {},
    setHeader(name, value) {
      this.headers[name.toLowerCase()] = value
    },
    headersSent: false,
    statusCode: 200,
    body: undefined,
    destroyed: false,
    end(body) {
      this.body = body
      this.headersSent = true
    },
    destroy() {
      this.destroyed = true
    },
  }
  return [req, res]
}

describe('admissionQueue', () => {
  it('starts requests in arrival order, at most perTurn per event-loop turn', async () => {
    const started = []
    const enqueue = admissionQueue((req) => started.push(req.url), { perTurn: 4 })
    for (let id = 0; id < 10; id++) enqueue(...fakeExchange(id))

    expect(started).toEqual([])
    await nextTurn()
    expect(started).toEqual(['/0', '/1', '/2', '/3'])
    await nextTurn()
    expect(started).toHaveLength(8)
    await nextTurn()
    expect(started).toEqual(['/0', '/1', '/2', '/3', '/4', '/5', '/6', '/7', '/8', '/9'])
    expect(enqueue.waiting()).toBe(0)
  })

  it('answers 503 with Retry-After past maxWaiting waiting requests, and starts the others', async () => {
    const started = []
    const enqueue = admissionQueue((req) => started.push(req.url), { perTurn: 2, maxWaiting: 3 })
    const exchanges = [0, 1, 2, 3, 4].map(fakeExchange)
    for (const exchange of exchanges) enqueue(...exchange)
    expect(exchanges.slice(3).map(([, res]) => [res.statusCode, res.headers['retry-after']])).toEqual([[503, '1'], [503, '1']])
    expect(enqueue.waiting()).toBe(3)
    await nextTurn()
    await nextTurn()
    expect(started).toEqual(['/0', '/1', '/2'])
    // Room again: the next one waits its turn.
    enqueue(...fakeExchange(5))
    await nextTurn()
    expect(started).toEqual(['/0', '/1', '/2', '/5'])
  })

  it('drops a request whose visitor left while it waited, without using its place', async () => {
    const started = []
    const enqueue = admissionQueue((req) => started.push(req.url), { perTurn: 2 })
    const exchanges = [0, 1, 2].map(fakeExchange)
    for (const exchange of exchanges) enqueue(...exchange)
    exchanges[0][0].socket.destroyed = true

    await nextTurn()
    expect(started).toEqual(['/1', '/2'])
  })

  it('answers 500 when the handler rejects or throws before sending anything, and logs it', async () => {
    const onError = vi.fn()
    const enqueue = admissionQueue(
      (req) => {
        if (req.url === '/0') return Promise.reject(new Error('render failed'))
        throw new Error('handler bug')
      },
      { onError },
    )
    const [rejected, thrown] = [fakeExchange(0), fakeExchange(1)]
    enqueue(...rejected)
    enqueue(...thrown)
    await nextTurn()
    await nextTurn()

    for (const [, res] of [rejected, thrown]) {
      expect(res.statusCode).toBe(500)
      expect(res.body).toBe('Internal Server Error')
    }
    expect(onError).toHaveBeenCalledTimes(2)
  })

  it('cuts the connection when the handler fails after the headers went out', async () => {
    const enqueue = admissionQueue(
      (req, res) => {
        res.end('partial')
        return Promise.reject(new Error('stream broke'))
      },
      { onError: () => {} },
    )
    const [req, res] = fakeExchange(0)
    enqueue(req, res)
    await nextTurn()
    await nextTurn()
    expect(res.destroyed).toBe(true)
    expect(res.statusCode).toBe(200)
  })
})

describe('admissionQueue behind a real HTTP server', () => {
  let server
  afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve())))

  it('answers every request of a burst, each with its own response', async () => {
    server = createServer(
      admissionQueue(async (req, res) => {
        await Promise.resolve()
        res.setHeader('content-type', 'text/plain')
        res.end(`answer to ${req.url}`)
      }),
    )
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address()

    const urls = Array.from({ length: 50 }, (_, index) => `/request-${index}`)
    const bodies = await Promise.all(
      urls.map((url) => fetch(`http://127.0.0.1:${port}${url}`).then((response) => response.text())),
    )
    expect(bodies).toEqual(urls.map((url) => `answer to ${url}`))
  })
})
