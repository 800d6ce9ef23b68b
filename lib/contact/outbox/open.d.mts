import type { Outbox } from './entries.mjs'

export function outboxDir(configured: string | undefined, cwd?: string): string
export function openOutbox(options: { redisUrl?: string; dir?: string }): Promise<Outbox>
