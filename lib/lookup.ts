/**
 * Lookup tables that request input may reach (a path segment, a cookie, a header, a form value).
 * A plain object literal inherits `constructor`, `__proto__`, `toString`…, so `table[input]`
 * can hand back a function instead of undefined: that is how `/en/services/constructor` once
 * answered 500. These tables have no prototype and are frozen, and `lookup` reads own keys only.
 */
export function table<K extends string, V>(entries: Record<K, V>): Readonly<Record<K, V>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<K, V>, entries))
}

/** The value stored under `key`, or undefined: never an inherited property. */
export function lookup<K extends string, V>(from: Readonly<Record<K, V>>, key: string): V | undefined {
  return Object.hasOwn(from, key) ? from[key as K] : undefined
}

/** Whether `key` is one of the table's own keys. */
export function hasKey<K extends string>(from: Readonly<Record<K, unknown>>, key: unknown): key is K {
  return typeof key === 'string' && Object.hasOwn(from, key)
}
