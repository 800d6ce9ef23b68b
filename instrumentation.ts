/**
 * Runs once when a server instance starts: it starts keeping the blog lists fresh and delivering
 * the contact outbox, and says where the operator looks first when messages cannot leave it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { isDeliveryConfigured } = await import('@/lib/contact/deliver')
  if (!isDeliveryConfigured() && process.env.NODE_ENV === 'production') {
    console.warn(
      '[contact] SMTP_URL and CONTACT_TO are not both set: contact messages wait in the outbox (npm run contact:outbox) and are delivered once they are.',
    )
  }
  // The blog lists the proxy answers blog addresses from: refreshed now and every half minute
  // when older than their lifetime (lib/contentful/lists.ts). Until then the build's copy answers.
  const { keepBlogListsFresh } = await import('@/lib/contentful/lists')
  keepBlogListsFresh()
  // Not awaited: the server answers while the outbox connects (its first pass retries).
  const { startContactOutbox } = await import('@/lib/contact/outbox')
  startContactOutbox().catch((error: unknown) => console.error('[contact-outbox] could not start:', error))
}
