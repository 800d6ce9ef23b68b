/** Types of cache-handler-local.mjs (next.config.mjs and the tests). */
export function localCacheDir(distDir: string, release: string | undefined): string
export type TextStore = {
  get(key: string): string | undefined
  read<T>(key: string, text: string, parse: (text: string) => T): T
  set(key: string, text: string): void
  delete(key: string): void
}
export function createMemoryStore(maxBytes?: number): TextStore
export function createLocalStore(dir: string | undefined, memory?: TextStore): TextStore
