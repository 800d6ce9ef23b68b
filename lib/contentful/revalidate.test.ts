import { afterEach, describe, expect, it, vi } from 'vitest'

const revalidatePath = vi.fn()
vi.mock('next/cache', () => ({ revalidatePath }))

async function handlerWith(secret: string | undefined) {
  vi.resetModules()
  vi.stubEnv('CONTENTFUL_REVALIDATE_SECRET', secret ?? '')
  return (await import('./revalidate')).handleRevalidate
}

function post(headers: Record<string, string> = {}) {
  return new Request('http://site.test/api/revalidate', { method: 'POST', headers, body: 'x'.repeat(100_000) })
}

describe('handleRevalidate', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    revalidatePath.mockClear()
  })

  it('answers 404 when no secret is configured', async () => {
    const handle = await handlerWith(undefined)
    expect(handle(post({ 'x-revalidate-secret': 'anything' })).status).toBe(404)
    expect(revalidatePath).not.toHaveBeenCalled()
  })

  it('answers 401 to a missing or wrong secret', async () => {
    const handle = await handlerWith('s3cret')
    expect(handle(post()).status).toBe(401)
    expect(handle(post({ 'x-revalidate-secret': 's3cre' })).status).toBe(401)
    expect(handle(post({ 'x-revalidate-secret': 's3cret-and-more' })).status).toBe(401)
    expect(revalidatePath).not.toHaveBeenCalled()
  })

  it('revalidates every blog route and the sitemap with the right secret, whatever the body', async () => {
    const handle = await handlerWith('s3cret')
    const response = handle(post({ 'x-revalidate-secret': 's3cret' }))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ revalidated: true })
    expect(revalidatePath).toHaveBeenCalledWith('/[lang]/blog', 'layout')
    expect(revalidatePath).toHaveBeenCalledWith('/sitemap.xml')
  })
})
