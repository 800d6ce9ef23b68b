import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, test, type Page } from '@playwright/test'
import { toolPath } from '../scripts/test-tools.mjs'
import { PORTS } from './support/ports'
import { outboxCounts, passDoneSinceLastDelivery } from './support/outbox'
import { answers, isListening, siteEnv, waitFor } from './support/servers'
import { TestMailServer, messageIdOf } from './support/smtp'

/**
 * The outbox across processes and faults: servers of the build the suite tested (`npm start`),
 * started here with a mail server of their own that starts down. One server is killed and
 * started again on its outbox directory; two share one Redis; Redis is frozen while a visitor
 * sends; the outbox's files cannot grow (a full disk); the mail server answers the end of a
 * message too late, or rejects it for good. Ports: the run's base + 50 to 54.
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

/**
 * A server of the build, as the suite's (playwright.config.ts), with this file's mail server.
 * `limitFilesKiB`: no file it writes may grow past this (`ulimit -f`), as on a nearly full disk.
 */
async function startSite(port: number, env: Record<string, string>, limitFilesKiB?: number): Promise<ChildProcess> {
  const command = limitFilesKiB
    ? ['bash', ['-c', `ulimit -f ${limitFilesKiB} && exec node scripts/server/start.mjs -p ${port}`]] as const
    : ['node', ['scripts/server/start.mjs', '-p', String(port)]] as const
  const child = start(command[0], [...command[1]], {
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
/**
 * Sends one message through the form at `origin`, as a visitor of its own (the rate limit):
 * 'sent' when the form said so and cleared, 'refused' when it said it could not and kept the text.
 */
async function trySend(page: Page, origin: string, message: string): Promise<'sent' | 'refused'> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `outbox-${RUN}-${++visitors}` })
  if (!page.url().startsWith(`${origin}/en/contact`)) await page.goto(`${origin}/en/contact`)
  const form = page.locator('#contact')
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`Visitor ${visitors}`)
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(`visitor${visitors}@example.com`)
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill(message)
  await form.getByRole('button', { name: 'Send Message' }).click()
  const text = form.getByRole('textbox', { name: 'Message', exact: true })
  const refused = form.getByRole('alert').filter({ hasText: 'could not be sent right now' })
  // The form clears on success only; an earlier success's toast may still be showing.
  await expect
    .poll(async () => ((await refused.isVisible()) ? 'refused' : (await text.inputValue()) === '' ? 'sent' : 'waiting'), { timeout: 10_000 })
    .not.toBe('waiting')
  if (await refused.isVisible()) {
    await expect(text).toHaveValue(message)
    return 'refused'
  }
  await expect(form.getByRole('status')).toContainText('Message Sent!')
  return 'sent'
}

async function send(page: Page, origin: string, message: string) {
  expect(await trySend(page, origin, message)).toBe('sent')
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/**
 * Waits until nothing more can be sent: the outbox of servers started with `env` has nothing
 * pending or failing (a message recorded delivered or rejected is never claimed again), and each
 * server has ended the pass of its last send (none is in progress). `counts`: the whole line.
 */
async function settled(servers: ChildProcess[], env: Record<string, string>, counts: string) {
  await expect
    .poll(async () => (servers.every((server) => passDoneSinceLastDelivery(logOf(server))) ? outboxCounts({ ...siteEnv(), ...env }) : 'a send in progress'), { timeout: 30_000 })
    .toBe(counts)
}
const children: ChildProcess[] = []

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach('server logs', { body: children.map(logOf).join('\n----\n').slice(-20_000) })
  }
  await Promise.all(children.splice(0).map((child) => stop(child)))
  await smtp.stop()
  smtp.inbox.length = 0
  smtp.rejected.length = 0
  smtp.rejectText = undefined
  smtp.answerDelayMs = 0
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
  await settled([second], env, '0 pending, 0 failing, 0 rejected, 1 delivered')
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
  // Nothing left to send and no send in progress on either server: a copy sent twice is here.
  // (Redis holds them all; each server's own disk store is empty: an empty one stands in for it.)
  await settled(servers, { ...env, CONTACT_OUTBOX_DIR: outboxDir() }, '0 pending, 0 failing, 0 rejected, 10 delivered')
  for (const text of texts) expect(smtp.find(text), text).toHaveLength(1)
  expect(smtp.inbox).toHaveLength(10)
  expect(new Set(smtp.inbox.map((mail) => messageIdOf(mail.raw))).size).toBe(10)
  const byServer = servers.map((server) => (logOf(server).match(/\] \S+ delivered \(/g) ?? []).length)
  expect(byServer[0]! + byServer[1]!).toBe(10)
  console.log(`two servers, mail server back -> all 10 delivered after ${seconds(last - upAt)} (first server sent ${byServer[0]}, second ${byServer[1]})`)
})

test('Redis frozen (SIGSTOP) while a visitor sends: the form says sent, and after SIGCONT the message reaches the mail server once', async ({ page }) => {
  test.setTimeout(180_000)
  const redis = start(REDIS_SERVER, ['--port', String(PORT.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'])
  children.push(redis)
  await waitFor(() => isListening(PORT.redis), 'redis-server', 60_000, () => logOf(redis))
  await smtp.start()
  const env = { REDIS_URL: `redis://127.0.0.1:${PORT.redis}`, CONTACT_OUTBOX_DIR: outboxDir() }
  const site = await startSite(PORT.first, env)
  children.push(site)
  // The outbox has checked this Redis (and warns: it keeps no append-only file).
  await expect.poll(() => logOf(site), { timeout: 20_000 }).toContain('[contact-outbox] warning: Redis keeps no append-only file')
  const origin = `http://127.0.0.1:${PORT.first}`
  await page.goto(`${origin}/en/contact`)
  const text = `Sent while Redis was frozen ${RUN}.`
  redis.kill('SIGSTOP')
  let thawedAt = 0
  try {
    await send(page, origin, text)
    expect(logOf(site)).toMatch(/kept on this server's disk/)
  } finally {
    redis.kill('SIGCONT')
    thawedAt = Date.now()
  }
  await expect.poll(() => smtp.find(text).length, { timeout: 30_000, intervals: [100] }).toBe(1)
  console.log(`Redis frozen while sending -> delivered ${seconds(smtp.find(text)[0]!.receivedAt - thawedAt)} after SIGCONT`)
  await expect.poll(() => logOf(site)).toMatch(/moved from this server's disk to Redis/)
  // Neither Redis nor the disk holds anything more to send, and no send is in progress.
  await settled([site], env, '0 pending, 0 failing, 0 rejected, 1 delivered')
  expect(smtp.find(text)).toHaveLength(1)
})

test('a full disk under the local store: the visitor is told when a message could not be stored, and once there is room every acknowledged one is delivered', async ({ page }) => {
  test.setTimeout(240_000)
  const dir = outboxDir()
  // Files of the server limited to 160 KiB: the outbox's database stops growing after about ten
  // messages of 5,000 characters of a 3-byte character (the form's longest).
  const site = await startSite(PORT.restart, { CONTACT_OUTBOX_DIR: dir }, 160)
  children.push(site)
  const origin = `http://127.0.0.1:${PORT.restart}`
  const acknowledged: string[] = []
  const refused: string[] = []
  for (let i = 1; i <= 30 && refused.length === 0; i += 1) {
    const marker = `Full disk ${i} ${RUN} `
    const text = marker + '€'.repeat(5000 - marker.length)
    ;((await trySend(page, origin, text)) === 'sent' ? acknowledged : refused).push(marker)
  }
  console.log(`full disk: ${acknowledged.length} messages acknowledged, then one refused`)
  expect(refused).toHaveLength(1)
  expect(acknowledged.length).toBeGreaterThan(2)
  // SQLite's words for a write the file system cut short (EFBIG here, ENOSPC on a full disk).
  expect(logOf(site)).toMatch(/could not be stored \((database or disk is full|disk I\/O error)/)

  // Room again (the operator freed the disk): the same outbox, on a server without the limit.
  await stop(site)
  const freed = await startSite(PORT.restart, { CONTACT_OUTBOX_DIR: dir })
  children.push(freed)
  await smtp.start()
  const upAt = Date.now()
  await expect.poll(() => acknowledged.filter((marker) => smtp.find(marker).length > 0).length, { timeout: 60_000, intervals: [200] }).toBe(acknowledged.length)
  console.log(`full disk: all ${acknowledged.length} acknowledged delivered ${seconds(Math.max(...smtp.inbox.map((mail) => mail.receivedAt)) - upAt)} after the mail server came back`)
  for (const marker of acknowledged) expect(new Set(smtp.find(marker).map((mail) => messageIdOf(mail.raw))).size, marker).toBe(1)
  expect(smtp.find(refused[0]!)).toHaveLength(0)
})

test('the mail server accepts, then answers the end of the message after the socket timeout: every copy carries one Message-ID', async ({ page }) => {
  test.setTimeout(180_000)
  const site = await startSite(PORT.restart, { CONTACT_OUTBOX_DIR: outboxDir() })
  children.push(site)
  // Past the send's 30 s (the socket's silence and the whole send's deadline, lib/contact/deliver.ts).
  smtp.answerDelayMs = 33_000
  await smtp.start()
  const text = `Accepted but answered late ${RUN}.`
  const sentAt = Date.now()
  await send(page, `http://127.0.0.1:${PORT.restart}`, text)
  // The site gave up waiting for the reply and will try again: answer at once from now on.
  await expect.poll(() => logOf(site), { timeout: 60_000, intervals: [100] }).toMatch(/attempt 1 failed/)
  smtp.answerDelayMs = 0
  await expect.poll(() => logOf(site), { timeout: 30_000 }).toMatch(/delivered \(attempt \d+/)
  const copies = smtp.find(text)
  console.log(`late final reply: ${copies.length} copies, delivered ${seconds(Date.now() - sentAt)} after sending, Message-IDs ${[...new Set(copies.map((mail) => messageIdOf(mail.raw)))].join(' ')}`)
  expect(copies.length).toBeGreaterThanOrEqual(1)
  expect(new Set(copies.map((mail) => messageIdOf(mail.raw))).size).toBe(1)
  expect(messageIdOf(copies[0]!.raw)).toMatch(/^<[0-9a-f-]{36}@example\.test>$/)
})

test('a 550 rejection: the message is dead-lettered after one attempt, listed by npm run contact:outbox, and the outbox keeps accepting others', async ({ page }) => {
  test.setTimeout(180_000)
  const dir = outboxDir()
  const site = await startSite(PORT.restart, { CONTACT_OUTBOX_DIR: dir })
  children.push(site)
  smtp.rejectText = `Rejected for good ${RUN}`
  await smtp.start()
  const origin = `http://127.0.0.1:${PORT.restart}`
  const sentAt = Date.now()
  await send(page, origin, `Rejected for good ${RUN}.`)
  await expect.poll(() => logOf(site), { timeout: 30_000 }).toMatch(/rejected by the mail server \(.*550/)
  const accepted = `Accepted after a rejection ${RUN}.`
  await send(page, origin, accepted)
  await expect.poll(() => smtp.find(accepted).length, { timeout: 30_000, intervals: [100] }).toBe(1)
  console.log(`550: dead-lettered ${seconds(smtp.rejected[0]!.receivedAt - sentAt)} after sending; the next message delivered ${seconds(smtp.find(accepted)[0]!.receivedAt - sentAt)} after the first was sent`)
  // The dead letter is never claimed again, and no send is in progress: no retry can come.
  await settled([site], { CONTACT_OUTBOX_DIR: dir }, '0 pending, 0 failing, 1 rejected, 1 delivered')
  expect(smtp.rejected).toHaveLength(1)
  const { stdout } = await promisify(execFile)('node', ['scripts/contact-outbox.mjs'], { env: { ...process.env, REDIS_URL: '', CONTACT_OUTBOX_DIR: dir } })
  expect(stdout).toMatch(/rejected +\d+ s +1 +.*550/)
})
