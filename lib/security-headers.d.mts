export type SecurityHeader = { key: string; value: string }
export type CookieMatch = { type: 'cookie'; key: string }
export type SecurityHeaderRule = { source: string; has?: CookieMatch[]; missing?: CookieMatch[]; headers: SecurityHeader[] }
export const CONTENTFUL_APP_ORIGINS: string[]
export const DRAFT_COOKIE: string
export function buildContentSecurityPolicy(options: { isProduction: boolean; isDraft?: boolean }): string
export function securityHeaders(options: { isProduction: boolean; isDraft?: boolean }): SecurityHeader[]
export const BUILD_ASSETS: string
export function assetHeaders(options: { isProduction: boolean }): SecurityHeader[]
export function securityHeaderRules(options: { isProduction: boolean }): SecurityHeaderRule[]
