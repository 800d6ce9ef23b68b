import { spawn, type ChildProcess } from 'node:child_process'
import { connect } from 'node:net'
import { expect } from '@playwright/test'
import { toolPath } from '../../scripts/test-tools.mjs'
import { PORTS, REVALIDATE_SECRET } from './ports'

/**
 * Processes a spec starts beside the suite's server (Redis, more `npm start` servers, HAProxy),
 * with their output kept for a failing test's report. Every one is stopped by `stopAll`.
 */
export class Processes {
  readonly logs: string[] = []
  private readonly children: ChildProcess[] = []

  start(command: string, args: string[], env: Record<string, string> = {}, name = command): ChildProcess {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    const keep = (chunk: Buffer) => this.logs.push(`[${name}] ${chunk.toString()}`)
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
    this.children.push(child)
    return child
  }

  redis(port: number): ChildProcess {
    return this.start(toolPath('redis'), ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {}, 'redis')
  }

  /** `npm start` (scripts/server/start.mjs) of a build on 127.0.0.1:`port`. */
  site(port: number, env: Record<string, string>, name = `site:${port}`): ChildProcess {
    return this.start('node', ['scripts/server/start.mjs', '-p', String(port)], { ...siteEnv(), ...env }, name)
  }

  text(): string {
    return this.logs.join('')
  }

  stopAll(): void {
    for (const child of this.children) {
      if (child.exitCode !== null || child.signalCode !== null) continue
      child.kill('SIGCONT')
      child.kill('SIGKILL')
    }
  }
}

/** The suite's server settings (playwright.config.ts), without the SMTP and preview ones. */
export function siteEnv(): Record<string, string> {
  return {
    NEXT_PUBLIC_SITE_URL: 'https://www.example.test',
    CONTENTFUL_SPACE_ID: 'e2espace',
    CONTENTFUL_ACCESS_TOKEN: 'e2e-delivery-token',
    CONTENTFUL_HOST: `127.0.0.1:${PORTS.contentful}`,
    CONTENTFUL_INSECURE: 'true',
    CONTENTFUL_REVALIDATE_SECRET: REVALIDATE_SECRET,
    NEXT_TELEMETRY_DISABLED: '1',
  }
}

export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

/** Waits until `check` holds (polled every 200 ms); on timeout, fails with the end of `logs`. */
export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 60_000, logs: () => string = () => ''): Promise<void> {
  try {
    await expect.poll(() => check().catch(() => false), { timeout: timeoutMs, intervals: [200] }).toBe(true)
  } catch {
    throw new Error(`${what} did not happen within ${timeoutMs} ms:\n${logs().slice(-3000)}`)
  }
}

/** Whether `check` comes to hold within `timeoutMs` (polled every 50 ms), without failing the test. */
export function holdsWithin(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  return expect.poll(() => check().catch(() => false), { timeout: timeoutMs, intervals: [50] }).toBe(true).then(() => true, () => false)
}

export const answers = async (url: string, status = 200) => (await fetch(url, { redirect: 'manual' })).status === status
