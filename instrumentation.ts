/**
 * Runs once when a server instance starts. A production site whose contact form only writes to
 * the log loses leads silently, so say so where the operator looks first.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NODE_ENV !== 'production') return
  const { env } = await import('@/lib/env')
  if (!env.contact.smtpUrl || !env.contact.to) {
    console.warn(
      '[contact] SMTP_URL and CONTACT_TO are not both set: contact messages will only be logged, not emailed.',
    )
  }
}
