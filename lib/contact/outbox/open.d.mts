import type { RedisConnection } from '../../redis/connection.mjs'
import type { Outbox } from './entries.mjs'

export function outboxDir(configured: string | undefined, cwd?: string): string
export function openOutbox(options: { redis?: RedisConnection; dir?: string }): Promise<Outbox>
