import 'server-only'
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { env } from '@/lib/env'
import { sharedRedis } from '@/lib/redis/connection.mjs'
import { isBlogLists, LISTS_VERSION, type BlogLists } from './lists'

/**
 * Where the blog lists (lists.ts) live, read by the proxy on every blog address and written by
 * the build, the webhook and the refresh timer (lib/contentful/lists.ts):
 * - with REDIS_URL, one Redis hash shared by every server: `stamp` (when its lists were read) and
 *   `body` (gzip, base64: 58 KB at 5,000 posts, where the JSON is 530 KB). Keyed by the Contentful space and environment, not by release: the lists describe
 *   Contentful, not a build, so a new release started during an outage finds the last good lists
 *   (contract section 11), and every release sees the same slug history;
 * - always, a file in the build directory: the build writes it, so a server has the build's lists
 *   before Contentful or Redis ever answer; each successful refresh rewrites it (the last good
 *   copy on this server's own disk);
 * - the slug history also in a file under the build's cache folder, which `next build` keeps: a
 *   single server without Redis keeps its old addresses across restarts and rebuilds.
 * Reads try, in order, Redis, this process's last good lists, the file.
 */
const READ_MEMO_MS = 1_000

function scope(): string {
  return `${env.contentful.spaceId ?? 'bundled'}:${env.contentful.environment}`
}

export function listsKey(): string {
  return `blog-lists:v${LISTS_VERSION}:${scope()}`
}

/** Named by space and environment too: servers of one build reading another space keep apart. */
function fileName(): string {
  return scope().replace(/[^A-Za-z0-9_-]/g, '_')
}

export function listsFile(): string {
  return resolve(process.cwd(), env.distDir, 'blog-lists', `${fileName()}.json`)
}

export function historyFile(): string {
  return resolve(process.cwd(), env.distDir, 'cache', 'blog-slug-history', `${fileName()}.json`)
}

function parse(text: string | null | undefined): BlogLists | undefined {
  if (!text) return undefined
  try {
    const value: unknown = JSON.parse(text)
    return isBlogLists(value) ? value : undefined
  } catch {
    return undefined
  }
}

/** Written whole or not at all: a reader never sees half a file. */
function writeAtomically(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, text)
  renameSync(temporary, file)
}

type Memo = { lists: BlogLists | undefined; stamp: string | undefined; checkedAt: number; fileTime: number }
let memo: Memo = { lists: undefined, stamp: undefined, checkedAt: 0, fileTime: 0 }

function readFile(): BlogLists | undefined {
  try {
    const time = statSync(listsFile()).mtimeMs
    if (time === memo.fileTime && memo.lists) return memo.lists
    const lists = parse(readFileSync(listsFile(), 'utf8'))
    if (lists) memo.fileTime = time
    return lists
  } catch {
    return undefined
  }
}

/** The newer of two lists (a server's file may be newer than a Redis that was down meanwhile). */
function newer(a: BlogLists | undefined, b: BlogLists | undefined): BlogLists | undefined {
  if (!a || !b) return a ?? b
  return b.readAt > a.readAt ? b : a
}

function unpack(body: string | null | undefined): string | undefined {
  if (!body) return undefined
  try {
    return gunzipSync(Buffer.from(body, 'base64')).toString('utf8')
  } catch {
    return undefined
  }
}

async function readRedis(): Promise<BlogLists | undefined> {
  const redis = sharedRedis()
  if (!redis) return undefined
  const key = listsKey()
  const stamp = await redis.attempt('blog lists', (client) => client.hGet(key, 'stamp'), undefined)
  if (stamp === undefined || stamp === null) return undefined
  if (stamp === memo.stamp && memo.lists) return memo.lists
  const body = await redis.attempt('blog lists', (client) => client.hGet(key, 'body'), undefined)
  const lists = parse(unpack(body))
  if (lists) memo.stamp = stamp
  return lists
}

/**
 * The last good lists this server can reach, or undefined when none exists anywhere (a server
 * whose build could not read Contentful, before any refresh). At most one Redis round trip a
 * second per process; the body is fetched only when its stamp changed.
 */
export async function readLists(): Promise<BlogLists | undefined> {
  const now = Date.now()
  if (memo.lists && now - memo.checkedAt < READ_MEMO_MS) return memo.lists
  const lists = newer(newer(await readRedis().catch(() => undefined), memo.lists), readFile())
  memo = { ...memo, lists, checkedAt: now }
  return lists
}

/** The slug history a single server kept on its disk (merged into every new read). */
export function readHistoryFile(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(readFileSync(historyFile(), 'utf8'))
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {}
  } catch {
    return {}
  }
}

/** Stores new lists everywhere this server keeps them. Redis failing leaves the file copy. */
export async function writeLists(lists: BlogLists): Promise<void> {
  const body = JSON.stringify(lists)
  try {
    writeAtomically(listsFile(), body)
    if (Object.keys(lists.moved).length > 0) writeAtomically(historyFile(), JSON.stringify(lists.moved))
  } catch (error) {
    console.error(`[blog] cannot write the blog lists to ${listsFile()}: ${error instanceof Error ? error.message : String(error)}`)
  }
  const redis = sharedRedis()
  if (redis) {
    const key = listsKey()
    const packed = gzipSync(body).toString('base64')
    await redis.attempt('blog lists', (client) => client.hSet(key, { stamp: String(lists.readAt), body: packed }), undefined)
  }
  memo = { lists, stamp: String(lists.readAt), checkedAt: Date.now(), fileTime: memo.fileTime }
}

/** The lists in Redis (or the file without Redis): what a writer merges its new read into. */
export async function readStoredLists(): Promise<BlogLists | undefined> {
  memo.checkedAt = 0
  return readLists()
}
