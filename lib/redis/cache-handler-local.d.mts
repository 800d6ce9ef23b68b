/** Types of cache-handler-local.mjs (next.config.mjs and the tests). */
export function localCacheDir(distDir: string, release: string | undefined): string
export function createMemoryStore(maxBytes?: number): { get(key: string): string | undefined; set(key: string, text: string): void; delete(key: string): void }
export function createLocalStore(
  dir: string | undefined,
  memory?: ReturnType<typeof createMemoryStore>,
): { get(key: string): string | undefined; set(key: string, text: string): void; delete(key: string): void }
