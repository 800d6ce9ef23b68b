import { spawn, type ChildProcess } from 'node:child_process'
import { connect, createServer } from 'node:net'
import { toolPath } from '../../scripts/test-tools.mjs'

/** A throw-away redis-server (REDIS_SERVER_PATH, else PATH) on a free port of 127.0.0.1, for unit tests. */
export type RedisServer = { process: ChildProcess; port: number; url: string }


function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort()
  const child = spawn(toolPath('redis'), ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
  const deadline = Date.now() + 10_000
  while (!(await listening(port))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`redis-server did not start on ${port}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { process: child, port, url: `redis://127.0.0.1:${port}` }
}
