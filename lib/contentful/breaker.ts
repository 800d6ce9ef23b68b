import {
  circuitBreaker,
  CountBreaker,
  handleWhen,
  isBrokenCircuitError,
  isTaskCancelledError,
  timeout,
  TimeoutStrategy,
  wrap,
} from 'cockatiel'

/**
 * A whole query (every page of a list) may take this long; past it the cached content or the
 * error state is the better answer. Each SDK request has a shorter timeout of its own and no
 * retry (client.ts), and no further page is asked once this has passed, so no request runs on
 * after its answer stopped mattering.
 */
export const QUERY_DEADLINE_MS = 10_000

/**
 * The circuit breaker of one source (delivery, preview), by `cockatiel`: it opens when at least
 * half of the last BREAKER_WINDOW queries (and at least BREAKER_MINIMUM_CALLS) failed the way an
 * outage fails — 5xx, 429, timeouts —, then lets one query through every HALF_OPEN_AFTER_MS and
 * closes when it succeeds. A wrong setting (401, 404) or an unreadable answer is that query's
 * fault and never opens it. While it is open every query of that source fails at once, so pages
 * keep their cached content without waiting, and Contentful gets no traffic to recover from.
 */
export const BREAKER_WINDOW = 10
export const BREAKER_MINIMUM_CALLS = 5
export const HALF_OPEN_AFTER_MS = 10_000

/** What the SDK tells of a failed HTTP request: its message is the API's error as JSON. */
export type SdkErrorDetails = { status: number; statusText?: string; message?: string }

/** The details of an SDK HTTP error, or undefined for any other error (the one parser of them). */
export function sdkError(error: unknown): SdkErrorDetails | undefined {
  if (!(error instanceof Error)) return undefined
  try {
    const details = JSON.parse(error.message) as Partial<Record<keyof SdkErrorDetails, unknown>> | null
    if (typeof details?.status !== 'number') return undefined
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
    return { status: details.status, statusText: text(details.statusText), message: text(details.message) }
  } catch {
    return undefined
  }
}

/** Whether a failure is Contentful's (or the way to it) rather than this query's own. */
export function isOutage(error: unknown): boolean {
  if (isDeadlinePassed(error)) return true
  // Axios' own timeout codes: the SDK request gave up waiting.
  const code = (error as { code?: unknown } | null)?.code
  if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') return true
  const status = sdkError(error)?.status
  return status !== undefined && (status === 429 || status >= 500)
}

export function isCircuitOpen(error: unknown): boolean {
  return isBrokenCircuitError(error)
}

export function isDeadlinePassed(error: unknown): boolean {
  return isTaskCancelledError(error)
}

export type Guard = <T>(run: (signal: AbortSignal) => Promise<T>) => Promise<T>

/** A breaker and a deadline for one source (exported with its timings for the unit tests). */
export function createGuard(
  name: string,
  { deadlineMs = QUERY_DEADLINE_MS, halfOpenAfterMs = HALF_OPEN_AFTER_MS } = {},
): Guard {
  const breaker = circuitBreaker(handleWhen(isOutage), {
    halfOpenAfter: halfOpenAfterMs,
    breaker: new CountBreaker({ threshold: 0.5, size: BREAKER_WINDOW, minimumNumberOfCalls: BREAKER_MINIMUM_CALLS }),
  })
  breaker.onBreak(() =>
    console.error(`[blog] Contentful ${name}: too many failures; not asked for ${halfOpenAfterMs / 1000} s, pages keep their cached content`),
  )
  breaker.onReset(() => console.error(`[blog] Contentful ${name} answers again`))
  // Aggressive: the query is given up at the deadline, and its signal stops what it would ask next.
  const policy = wrap(breaker, timeout(deadlineMs, TimeoutStrategy.Aggressive))
  return (run) => policy.execute(({ signal }) => run(signal))
}

const guards = new Map<string, Guard>()

/**
 * Runs one query of `source` (two at most: delivery, preview) under its breaker and the
 * deadline; `run` receives a signal aborted at the deadline. Fails at once while the breaker is open.
 */
export function guarded<T>(source: string, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  let guard = guards.get(source)
  if (!guard) {
    guard = createGuard(source)
    guards.set(source, guard)
  }
  return guard(run)
}
