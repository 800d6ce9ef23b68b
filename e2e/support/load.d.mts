export type LoadSummary = {
  requests: number
  errors: number
  timeouts: number
  /** Answers outside 2xx (3xx included). */
  non2xx: number
  /** Latency in ms. */
  p50: number
  p99: number
  max: number
  statuses: Record<string, number>
}
export function startLoad(options: { url: string; connections: number; durationSeconds: number; timeoutSeconds: number }): {
  done: Promise<LoadSummary>
  stop(): void
}
