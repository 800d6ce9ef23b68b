import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // Tests run on the server side of the line: 'server-only' is the empty module Next gives
      // server code (its default export throws, for client bundles).
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    include: ['{lib,content,components,app}/**/*.test.ts', 'scripts/**/*.test.mjs'],
    environment: 'node',
  },
})
