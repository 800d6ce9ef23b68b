#!/usr/bin/env node
// `npm run contact:outbox`: the operator's view of the contact outbox, the one the servers of
// this checkout use (REDIS_URL, plus this server's own store in CONTACT_OUTBOX_DIR, by default
// ~/.local/state/agency-site/contact-outbox; read from the environment and .env files as Next
// reads them).
//
//   npm run contact:outbox                 pending, failing, rejected (dead letters) and delivered messages
//   npm run contact:outbox -- show <id>    one message in full
//   npm run contact:outbox -- retry <id>   try an undelivered or rejected message again now
//   npm run contact:outbox -- delete <id>  forget a message (delivered or not)
import nextEnv from '@next/env'
import { fileURLToPath } from 'node:url'
import { entryState } from '../lib/contact/outbox/entries.mjs'
import { openOutbox, outboxDir, outboxPrefix } from '../lib/contact/outbox/open.mjs'
import { createRedisConnection } from '../lib/redis/connection.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error })
const read = (name) => process.env[name]?.trim() || undefined

function age(ms) {
  const minutes = Math.floor(ms / 60_000)
  if (minutes < 1) return `${Math.floor(ms / 1000)} s`
  if (minutes < 120) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} d`
}

function table(entries, now) {
  const order = { rejected: 0, failing: 1, pending: 2, delivered: 3 }
  const rows = entries
    .map((entry) => ({ entry, state: entryState(entry) }))
    .sort((a, b) => order[a.state] - order[b.state] || a.entry.createdAt - b.entry.createdAt)
    .map(({ entry, state }) => [entry.id, state, age(now - entry.createdAt), String(entry.attempts), entry.lastError ?? ''])
  const header = ['id', 'state', 'age', 'attempts', 'last error']
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)))
  const line = (cells) => cells.map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]))).join('  ')
  return [line(header), ...rows.map(line)].join('\n')
}

const [command = 'list', id] = process.argv.slice(2)
const redisUrl = read('REDIS_URL')
// Its own connection, with a deadline an operator's network to Redis can meet.
const redis = redisUrl ? createRedisConnection({ url: redisUrl, deadlineMs: 2_000 }) : undefined
if (redis && !(await redis.ready(5_000))) {
  console.error(`[contact-outbox] Redis ${new URL(redisUrl).host} did not answer within 5 s`)
  process.exit(1)
}
let outbox
let status = 0
try {
  outbox = await openOutbox({ redis, dir: read('CONTACT_OUTBOX_DIR') })
  if (command === 'list') {
    const entries = await outbox.list()
    const counts = { pending: 0, failing: 0, rejected: 0, delivered: 0 }
    for (const entry of entries) counts[entryState(entry)] += 1
    const local = outboxDir(read('CONTACT_OUTBOX_DIR'))
    console.log(`Contact outbox: ${redisUrl ? `Redis ${new URL(redisUrl).host} (${outboxPrefix()}*) and ${local}` : local}`)
    console.log(`${counts.pending} pending, ${counts.failing} failing, ${counts.rejected} rejected, ${counts.delivered} delivered\n`)
    if (entries.length > 0) console.log(table(entries, Date.now()))
  } else if (['show', 'retry', 'delete'].includes(command) && id) {
    if (command === 'show') {
      const entry = (await outbox.list()).find((candidate) => candidate.id === id)
      if (entry) console.log(JSON.stringify({ ...entry, state: entryState(entry) }, null, 2))
      else status = 1
    } else if (command === 'retry') {
      if (await outbox.retry(id)) console.log(`[contact-outbox] ${id} retry requested by the operator`)
      else status = 1
    } else if (await outbox.remove(id)) {
      console.log(`[contact-outbox] ${id} deleted by the operator`)
    } else {
      status = 1
    }
    if (status === 1) console.error(`No ${command === 'retry' ? 'undelivered ' : ''}message ${id} in the outbox.`)
  } else {
    console.error('Usage: npm run contact:outbox [-- show|retry|delete <id>]')
    status = 2
  }
} catch (error) {
  console.error(`Could not read the contact outbox: ${error instanceof Error ? error.message : error}`)
  status = 1
} finally {
  await outbox?.close()
  await redis?.close()
}
process.exit(status)
