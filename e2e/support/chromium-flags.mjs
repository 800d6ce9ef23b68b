// Flags that keep Chromium quiet on a machine with no network but loopback. Plain ESM so that
// both the Playwright config (TypeScript) and the bench (scripts/bench, run by Node) read them.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
]
