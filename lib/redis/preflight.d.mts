import type { RedisConnection } from './connection.mjs'

export type RedisVerdict = { usable: boolean; problems: string[]; warnings: string[] }
export function parseInfo(info: string): Record<string, string>
export function judgeRedis(info: Record<string, string>): RedisVerdict
export function checkRedisForOutbox(redis: RedisConnection, log?: (line: string) => void): Promise<RedisVerdict>
