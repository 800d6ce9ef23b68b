import type { RedisClientType } from 'redis'

/** Types of connection.mjs (the API is described at the top of that file). */
export const REDIS_DEADLINE_MS: number
export const REDIS_PAUSE_MS: number
export const REDIS_STARTUP_WAIT_MS: number

export class RedisUnavailableError extends Error {
  readonly code: 'REDIS_UNAVAILABLE'
}

export type RedisClient = RedisClientType

export type RedisConnection = {
  run<T>(label: string, commands: (client: RedisClient) => Promise<T>, options?: { deadlineMs?: number }): Promise<T>
  attempt<T, F>(label: string, commands: (client: RedisClient) => Promise<T>, fallback: F, options?: { deadlineMs?: number }): Promise<T | F>
  usable(): boolean
  ready(timeoutMs: number): Promise<boolean>
  client(): RedisClient
  reportFailure(label: string, error: unknown): void
  onRecovered(listener: () => void): () => void
  close(): Promise<void>
}

export function createRedisConnection(options: {
  url: string
  deadlineMs?: number
  pauseMs?: number
  log?: (line: string) => void
}): RedisConnection

export function sharedRedis(): RedisConnection | undefined
