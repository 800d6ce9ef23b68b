// What a page's main thread does while it loads, from a Chromium trace: time by kind (parse,
// script, style, layout, paint, garbage collection), the tasks Lighthouse's simulation keeps
// (10 ms or more) and the event names that cost the most. Unthrottled: the figures that drift
// least with the machine, where a Lighthouse run at 4× or 8× moves by hundreds of milliseconds
// (docs/performance.md). The CLI is scripts/main-thread.mjs.

/** Trace categories: DevTools' timeline, V8's script and GC events, the task boundaries. */
export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'toplevel', 'loading']

/** Lighthouse's simulation (Lantern) drops shorter tasks from its graph; it multiplies the rest. */
export const LONG_TASK_MS = 10

const KIND_OF = {
  ParseHTML: 'parse',
  ParseAuthorStyleSheet: 'style',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  'Decode Image': 'paint',
}
const SCRIPT = /^(EvaluateScript|FunctionCall|TimerFire|EventDispatch|RunMicrotasks|FireAnimationFrame|FireIdleCallback|v8\.|V8\.(?!GC))/
const GC = /^(MinorGC|MajorGC|V8\.GC|BlinkGC|ThreadState::)/

/** The kind an event's own time counts as; 'other' for the rest (a task's own bookkeeping, IPC). */
export function kindOf(name) {
  if (KIND_OF[name]) return KIND_OF[name]
  if (GC.test(name)) return 'gc'
  if (SCRIPT.test(name)) return 'script'
  return 'other'
}

export const KINDS = ['parse', 'script', 'style', 'layout', 'paint', 'gc', 'other']

/** The renderer's main thread: the one that parsed and laid out the most. */
export function mainThreadOf(events) {
  const counts = new Map()
  for (const event of events) {
    if (event.name !== 'ParseHTML' && event.name !== 'Layout') continue
    const key = `${event.pid}:${event.tid}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1])
  if (!best) return null
  const [pid, tid] = best[0].split(':').map(Number)
  return { pid, tid }
}

/** One thread's complete events, in the order traces nest them: by start, the longer first. */
const threadSpans = (events, { pid, tid }, keep = () => true) =>
  events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur > 0 && keep(e)).sort((a, b) => a.ts - b.ts || b.dur - a.dur)

/**
 * Each complete event's own time (its duration less its children's), summed by name, in ms, on
 * one thread. Children are the events that start and end inside it: traces nest them so.
 */
export function selfTimeByName(events, thread) {
  const spans = threadSpans(events, thread)
  const self = new Map()
  const open = []
  for (const span of spans) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= span.ts) open.pop()
    const parent = open.at(-1)
    self.set(span.name, (self.get(span.name) ?? 0) + span.dur / 1000)
    if (parent && span.ts + span.dur <= parent.ts + parent.dur) self.set(parent.name, self.get(parent.name) - span.dur / 1000)
    open.push(span)
  }
  return self
}

// The events that wrap a scheduled task, as Lighthouse lists them (lighthouse-core's main-thread
// tasks): the outermost of them on the main thread is one task.
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork', 'TaskQueueManager::ProcessTaskFromWorkQueue'])

/** The main thread's tasks: task events not nested in another, in ms. */
export function taskDurations(events, thread) {
  const spans = threadSpans(events, thread, (e) => TASK_NAMES.has(e.name))
  const outermost = []
  for (const span of spans) {
    const last = outermost.at(-1)
    if (!last || span.ts >= last.ts + last.dur) outermost.push(span)
  }
  return outermost.map((task) => task.dur / 1000)
}

/**
 * One load's main thread: `tasks` (every top-level task, ms), `long` and `longCount` (those of
 * LONG_TASK_MS or more), the own time of each kind, and `byName` (own time per event name).
 */
export function mainThreadBreakdown(events) {
  const thread = mainThreadOf(events)
  if (!thread) throw new Error('no main thread in the trace (no ParseHTML or Layout event)')
  const durations = taskDurations(events, thread)
  const longOnes = durations.filter((ms) => ms >= LONG_TASK_MS)
  const byName = selfTimeByName(events, thread)
  const kinds = Object.fromEntries(KINDS.map((kind) => [kind, 0]))
  for (const [name, ms] of byName) kinds[kindOf(name)] += ms
  const sum = (list) => list.reduce((total, ms) => total + ms, 0)
  return { tasks: sum(durations), long: sum(longOnes), longCount: longOnes.length, ...kinds, byName }
}
