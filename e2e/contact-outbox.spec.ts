import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { toolPath } from '../scripts/test-tools.mjs'
import { PORTS } from './support/ports'
import { answers, isListening, siteEnv, waitFor } from './support/servers'
import { TestMailServer, messageIdOf } from './support/smtp'

/**
 * The outbox across processes: servers of the build the suite tested (`npm start`), started
 * here with a mail server of their own that starts down. One server is killed and started again
 * on its outbox directory; two share one Redis. Ports: the run's base + 50 to 54.
 */
test.describe.configure({ mode: 'serial' })

const PORT = { redis: PORTS.app + 50, restart: PORTS.app + 51, first: PORTS.app + 52, second: PORTS.app + 53, smtp: PORTS.app + 54 }
const REDIS_SERVER = toolPath('redis')
const RUN = Date.now().toString(36)
const smtp = new TestMailServer(PORT.smtp)
const dirs: string[] = []
const logs = new Map<ChildProcess, string[]>()

function start(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  const lines: string[] = []
  child.stdout?.on('data', (chunk: Buffer) => lines.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => lines.push(chunk.toString()))
  logs.set(child, lines)
  return child
}

const logOf = (child: ChildProcess) => (logs.get(child) ?? []).join('')

async function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill(signal)
  await exited
}

/** A server of the build, as the suite's (playwright.config.ts), with this file's mail server. */
async function startSite(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = start('node', ['scripts/server/start.mjs', '-p', String(port)], {
    ...siteEnv(),
    // Each message comes from a visitor of its own (X-Forwarded-For), as on the suite's server.
    TRUSTED_PROXIES: 'loopback',
    SMTP_URL: `smtp://127.0.0.1:${PORT.smtp}`,
    CONTACT_TO: 'studio@example.test',
    CONTACT_FROM: 'site@example.test',
    CONTACT_OUTBOX_RETRY_MS: '500',
    CONTACT_OUTBOX_RETRY_MAX_MS: '2000',
    ...env,
  })
  await waitFor(() => answers(`http://127.0.0.1:${port}/en/contact`), `the server on ${port}`, 60_000, () => logOf(child))
  return child
}

function outboxDir() {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-outbox-'))
  dirs.push(dir)
  return dir
}

let visitors = 0
/** Sends one message through the form at `origin`, as a visitor of its own (the rate limit). */
async function send(page: Page, origin: string, message: string) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `outbox-${RUN}-${++visitors}` })
  if (!page.url().startsWith(`${origin}/en/contact`)) await page.goto(`${origin}/en/contact`)
  const form = page.locator('#contact')
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`Visitor ${visitors}`)
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(`visitor${visitors}@example.com`)
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill(message)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByRole('status')).toContainText('Message Sent!')
  await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('')
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const children: ChildProcess[] = []

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach('server logs', { body: children.map(logOf).join('\n----\n').slice(-20_000) })
  }
  await Promise.all(children.splice(0).map((child) => stop(child)))
  await smtp.stop()
  smtp.inbox.length = 0
})
test.afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

test('a message stored while the mail server is down survives a crash and restart of the site, and is delivered once', async ({ page }) => {
  test.setTimeout(180_000)
  const env = { CONTACT_OUTBOX_DIR: outboxDir() }
  const origin = `http://127.0.0.1:${PORT.restart}`
  const text = `Stored before a crash ${RUN}, delivered after the restart.`
  const first = await startSite(PORT.restart, env)
  children.push(first)
  await send(page, origin, text)
  // A few attempts fail, then the process dies without any chance to save anything more.
  await expect.poll(() => logOf(first), { timeout: 10_000 }).toMatch(/attempt 2 failed/)
  await stop(first, 'SIGKILL')

  const second = await startSite(PORT.restart, env)
  children.push(second)
  await smtp.start()
  const upAt = Date.now()
  await expect.poll(() => smtp.find(text).length, { timeout: 60_000, intervals: [100] }).toBe(1)
  console.log(`restarted site, mail server back -> delivered after ${seconds(smtp.find(text)[0]!.receivedAt - upAt)}`)
  await new Promise((resolve) => setTimeout(resolve, 2_500))
  expect(smtp.find(text)).toHaveLength(1)
  expect(logOf(second)).toMatch(/delivered \(attempt \d+/)
})

test('two servers sharing one Redis: 10 messages through both while the mail server is down, then 10 distinct mails, none twice', async ({ page }) => {
  test.setTimeout(180_000)
  const redis = start(REDIS_SERVER, ['--port', String(PORT.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'])
  children.push(redis)
  await waitFor(() => isListening(PORT.redis), 'redis-server', 60_000, () => logOf(redis))
  const env = { REDIS_URL: `redis://127.0.0.1:${PORT.redis}` }
  const servers = await Promise.all([
    startSite(PORT.first, { ...env, CONTACT_OUTBOX_DIR: outboxDir() }),
    startSite(PORT.second, { ...env, CONTACT_OUTBOX_DIR: outboxDir() }),
  ])
  children.push(...servers)

  const texts = Array.from({ length: 10 }, (_, i) => `Shared outbox message ${i + 1} of run ${RUN}.`)
  // Five through each server, in turns.
  for (const [i, text] of texts.entries()) {
    const port = i % 2 ? PORT.second : PORT.first
    await send(page, `http://127.0.0.1:${port}`, text)
  }
  // Attempts fail meanwhile (the servers log each one), and nothing reaches the mail server.
  const failedAttempts = () => servers.map((server) => logOf(server).match(/attempt \d+ failed/g)?.length ?? 0).reduce((a, b) => a + b, 0)
  await expect.poll(failedAttempts, { timeout: 30_000 }).toBeGreaterThanOrEqual(3)
  expect(smtp.inbox).toHaveLength(0)

  await smtp.start()
  const upAt = Date.now()
  await expect.poll(() => texts.filter((text) => smtp.find(text).length > 0).length, { timeout: 60_000, intervals: [100] }).toBe(10)
  const last = Math.max(...smtp.inbox.map((mail) => mail.receivedAt))
  // Anything sent twice would have arrived by now: both servers pass every 0.5 s.
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  for (const text of texts) expect(smtp.find(text), text).toHaveLength(1)
  expect(smtp.inbox).toHaveLength(10)
  expect(new Set(smtp.inbox.map((mail) => messageIdOf(mail.raw))).size).toBe(10)
  const byServer = servers.map((server) => (logOf(server).match(/\] \S+ delivered \(/g) ?? []).length)
  expect(byServer[0]! + byServer[1]!).toBe(10)
  console.log(`two servers, mail server back -> all 10 delivered after ${seconds(last - upAt)} (first server sent ${byServer[0]}, second ${byServer[1]})`)
})
