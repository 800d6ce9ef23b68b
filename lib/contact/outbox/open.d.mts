import type { RedisConnection } from '../../redis/connection.mjs'
import type { Outbox } from './entries.mjs'

export function outboxDir(configured: string | undefined, environment?: NodeJS.ProcessEnv): string
export function outboxEnvironment(environment?: NodeJS.ProcessEnv): string
export function outboxPrefix(environment?: NodeJS.ProcessEnv): string
export function openOutbox(options: { redis?: RedisConnection; dir?: string }): Promise<Outbox>
