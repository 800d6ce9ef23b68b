import { signRequest } from '@contentful/node-apps-toolkit/requests'
import { WEBHOOK_SIGNING_SECRET } from './ports'

/** A webhook body as Contentful sends it for an entry (publish: with its slug; else sys only). */
export function entryBody(id: string, contentType: string, slug?: string): string {
  const type = slug ? 'Entry' : 'DeletedEntry'
  return JSON.stringify({
    sys: { id, type, contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } } },
    ...(slug ? { fields: { slug: { 'en-US': slug } } } : {}),
  })
}

/** Headers of a webhook request signed as Contentful signs it (method, path, headers, body). */
export function signedHeaders(
  body: string,
  { topic = 'ContentManagement.Entry.publish', secret = WEBHOOK_SIGNING_SECRET, timestamp = Date.now() } = {},
): Record<string, string> {
  const headers = { 'content-type': 'application/vnd.contentful.management.v1+json', 'x-contentful-topic': topic }
  return { ...headers, ...signRequest(secret, { method: 'POST', path: '/api/revalidate', headers, body }, timestamp) }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** The text of a page's first <h1>, from its server HTML (no browser needed). */
export function firstHeading(html: string): string {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").trim()
}
