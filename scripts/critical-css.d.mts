export const OUTPUT_FILE: string
export const EXTRA_RULES: string
export function setPages(origin: string): Promise<Record<string, string[]>>
export function servicePages(origin: string): Promise<string[]>
export function computeCriticalCss(origin: string): Promise<Record<string, string>>
export function criticalCssModule(sets: Record<string, string>): string
export const CONTENT_COMPONENTS: { post: string[]; blog: string[] }
export function contentFiles(set: 'post' | 'blog'): string[]
export function sourceClassNames(files: string[]): string[]
export function ruleLines(css: string): Set<string>
export const STYLED_LATE: string
export const CONTENT_TAGS: string[]
