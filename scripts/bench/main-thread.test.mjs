import { describe, expect, it } from 'vitest'
import { kindOf, mainThreadBreakdown, mainThreadOf, selfTimeByName, taskDurations } from './main-thread.mjs'

// A complete trace event: times in microseconds, as Chromium writes them.
const span = (name, ts, dur, { pid = 1, tid = 7 } = {}) => ({ name, ph: 'X', ts, dur, pid, tid })

describe('mainThreadOf', () => {
  it('picks the thread that parsed and laid out the most', () => {
    const events = [span('ParseHTML', 0, 10, { tid: 3 }), span('ParseHTML', 0, 10), span('Layout', 20, 10), span('Paint', 40, 10, { tid: 3 })]
    expect(mainThreadOf(events)).toEqual({ pid: 1, tid: 7 })
  })

  it('finds none in a trace without a page', () => {
    expect(mainThreadOf([span('RunTask', 0, 10)])).toBeNull()
  })
})

describe('selfTimeByName', () => {
  it('takes nested events out of their parents, at every depth', () => {
    const events = [
      span('RunTask', 0, 20_000),
      span('ParseHTML', 1_000, 15_000),
      span('EvaluateScript', 2_000, 10_000),
      span('FunctionCall', 3_000, 4_000),
      // After the task: not nested, even with the same start order.
      span('Layout', 20_000, 5_000),
    ]
    const self = selfTimeByName(events, { pid: 1, tid: 7 })
    expect(Object.fromEntries(self)).toEqual({ RunTask: 5, ParseHTML: 5, EvaluateScript: 6, FunctionCall: 4, Layout: 5 })
  })

  it('counts only the thread asked for, and only complete events', () => {
    const events = [span('Layout', 0, 2_000), span('Layout', 0, 9_000, { tid: 8 }), { name: 'Layout', ph: 'B', ts: 0, pid: 1, tid: 7 }]
    expect(selfTimeByName(events, { pid: 1, tid: 7 }).get('Layout')).toBe(2)
  })
})

describe('taskDurations', () => {
  it('counts a task once, by its outermost event, whatever wraps it', () => {
    const events = [
      span('ThreadControllerImpl::RunTask', 0, 12_000),
      span('RunTask', 500, 11_000),
      // A task with no RunTask inside (a message from the browser, say) is a task too.
      span('ThreadControllerImpl::RunTask', 20_000, 3_000),
      span('RunTask', 30_000, 1_000),
    ]
    expect(taskDurations(events, { pid: 1, tid: 7 })).toEqual([12, 3, 1])
  })
})

describe('kindOf', () => {
  it('sorts the timeline events by what the time went to', () => {
    expect(['ParseHTML', 'EvaluateScript', 'v8.compile', 'FunctionCall', 'UpdateLayoutTree', 'Layout', 'Paint', 'MinorGC', 'V8.GC_SCAVENGER', 'Receive mojo message'].map(kindOf)).toEqual([
      'parse',
      'script',
      'script',
      'script',
      'style',
      'layout',
      'paint',
      'gc',
      'gc',
      'other',
    ])
  })
})

describe('mainThreadBreakdown', () => {
  it('sums tasks, the long ones and each kind on the main thread', () => {
    const events = [
      span('RunTask', 0, 30_000),
      span('ParseHTML', 0, 12_000),
      span('Layout', 12_000, 8_000),
      span('RunTask', 40_000, 4_000),
      span('FunctionCall', 40_000, 3_000),
      // Another thread's task is not the page's.
      span('RunTask', 0, 50_000, { tid: 9 }),
    ]
    const result = mainThreadBreakdown(events)
    expect(result).toMatchObject({ tasks: 34, long: 30, longCount: 1, parse: 12, layout: 8, script: 3, other: 11, style: 0 })
  })

  it('refuses a trace without a page rather than report zeros', () => {
    expect(() => mainThreadBreakdown([span('RunTask', 0, 10)])).toThrow(/no main thread/)
  })
})
