import { createServer } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort, startNext } from './next-server.mjs'

describe('startNext', () => {
  let occupant

  afterEach(() => new Promise((resolve) => (occupant ? occupant.close(() => resolve()) : resolve())))

  it('refuses a port another server already holds, before starting anything', async () => {
    const port = await freePort()
    occupant = createServer()
    await new Promise((resolve) => occupant.listen(port, resolve))
    await expect(startNext({ cwd: '/nonexistent', port, readyTimeoutMs: 1_000 })).rejects.toThrow(`port ${port} is already in use`)
  })
})
