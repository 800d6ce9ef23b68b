/** Types of test-tools.mjs (what each function does is described there). */
export type ToolName = 'redis' | 'haproxy' | 'chromium'
export const TOOLS: Record<ToolName, { variable: string; names: string[]; install: string }>
export function findTool(name: ToolName): string | undefined
export function toolPath(name: ToolName): string
export function bundledChromium(): string | undefined
