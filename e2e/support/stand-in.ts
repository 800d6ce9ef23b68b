import { CONTENTFUL_ORIGIN } from './ports'

/** A POST to the Contentful stand-in's control endpoint (edit, unpublish, outage, reset). */
export async function control(body: object): Promise<void> {
  const response = await fetch(`${CONTENTFUL_ORIGIN}/__control`, { method: 'POST', body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`stand-in control ${JSON.stringify(body)} answered ${response.status}`)
}

type StandInRequest = {
  at: number
  api: 'delivery' | 'preview'
  path: string
  query: Record<string, string>
  /** Held back by the `slow` control; answeredAt once its answer went out. */
  slowed?: boolean
  answeredAt?: number
}

/** The Delivery API requests the stand-in received since `since` (ms). */
export async function standInRequests(since: number): Promise<StandInRequest[]> {
  const requests = (await (await fetch(`${CONTENTFUL_ORIGIN}/__requests?since=${since}`)).json()) as StandInRequest[]
  // Draft-mode tests running alongside read the Preview API; they say nothing about the cache.
  return requests.filter((request) => request.api === 'delivery')
}
