export type SecurityHeader = { key: string; value: string }
export function buildContentSecurityPolicy(options: { isProduction: boolean }): string
export function securityHeaders(options: { isProduction: boolean }): SecurityHeader[]
