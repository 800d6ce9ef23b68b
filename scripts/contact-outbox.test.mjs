import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { SqliteOutbox } from '../lib/contact/outbox/sqlite.mjs'

const run = promisify(execFile)
const dir = mkdtempSync(join(tmpdir(), 'outbox-cli-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const cli = (...args) =>
  run('node', ['scripts/contact-outbox.mjs', ...args], { env: { ...process.env, REDIS_URL: '', CONTACT_OUTBOX_DIR: dir } }).catch((error) => error)

const failing = '00000000-0000-4000-8000-000000000001'
const delivered = '00000000-0000-4000-8000-000000000002'
const rejected = '00000000-0000-4000-8000-000000000003'
const message = (id) => ({ id, name: 'Jane', email: 'jane@example.com', message: 'Hello there, team.', lang: 'en' })

describe('npm run contact:outbox', () => {
  it('lists failing, pending and delivered messages with their age, attempts and last error; retries and deletes one', async () => {
    const outbox = new SqliteOutbox({ dir })
    await outbox.add(message(failing), Date.now() - 3 * 3600_000)
    await outbox.add(message(delivered))
    await outbox.claimDue({ owner: 'test', max: 5, leaseMs: 1 })
    await outbox.markFailed(failing, 'connect ECONNREFUSED 127.0.0.1:25', Date.now() + 3600_000)
    await outbox.markDelivered(delivered)
    await outbox.add(message(rejected))
    await outbox.claimDue({ owner: 'test', max: 5, leaseMs: 1 })
    await outbox.markRejected(rejected, '550 5.1.1 <studio@example.test>: Recipient address rejected')

    const list = await cli()
    expect(list.stdout).toContain('0 pending, 1 failing, 1 rejected, 1 delivered')
    expect(list.stdout).toMatch(new RegExp(`${rejected}  rejected +\\d+ s +1 +550 5.1.1`))
    expect(list.stdout).toMatch(new RegExp(`${failing}  failing +3 h +1 +connect ECONNREFUSED 127.0.0.1:25`))
    expect(list.stdout).toMatch(new RegExp(`${delivered}  delivered`))

    expect((await cli('retry', failing)).stdout).toContain(`[contact-outbox] ${failing} retry requested by the operator`)
    expect((await new SqliteOutbox({ dir }).list())[0]?.nextAttemptAt).toBe(0)
    expect((await cli('delete', delivered)).stdout).toContain(`${delivered} deleted by the operator`)
    const missing = await cli('retry', delivered)
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('No undelivered message')
    expect((await cli()).stdout).toContain('0 pending, 1 failing, 1 rejected, 0 delivered')
  }, 30_000)
})
