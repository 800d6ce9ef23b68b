'use server'

import 'server-only'

import { randomUUID } from 'node:crypto'
import { headers } from 'next/headers'
import { isLang } from '@/lib/i18n/locales'
import { isStored, storeContactMessage } from './outbox'
import { describeError, isOutboxId, withDeadline } from './outbox/entries.mjs'
import { contactRateLimiter, visitorKey } from './rate-limit'
import { IDEMPOTENCY_FIELD, parseContact, readContactForm } from './schema'
import type { ContactState } from './state'

/**
 * Storing (rate limit included) answers within this, whatever Redis or the disk do, so the
 * visitor hears back in under 2 s; delivery happens later, from the outbox.
 */
const STORE_DEADLINE_MS = 1_500

/**
 * The contact form's server action. It trusts nothing the browser checked, never throws to the
 * client (a failure is a state the form shows), and hands the visitor's text back on failure so
 * the form can keep it. "Sent" means stored in the outbox; lib/contact/outbox-worker.ts delivers.
 */
export async function sendContactMessage(_previous: ContactState, form: FormData): Promise<ContactState> {
  const raw = readContactForm(form)
  const values = { name: raw.name, email: raw.email, message: raw.message }
  const langValue = form.get('lang')
  const lang = typeof langValue === 'string' && isLang(langValue) ? langValue : 'en'
  // The browser's key makes a double click or a resubmission one message; without JavaScript
  // there is none, and each submission is its own.
  const keyValue = form.get(IDEMPOTENCY_FIELD)
  const id = isOutboxId(keyValue) ? keyValue : randomUUID()

  const parsed = parseContact(raw)
  // A filled honeypot is a bot: it gets the success it expects and nobody gets its message.
  if (!parsed.ok && parsed.isSpam) return { status: 'success' }
  if (!parsed.ok) return { status: 'error', message: 'invalid', fieldErrors: parsed.fieldErrors, values }

  try {
    const visitor = visitorKey(await headers())
    const outcome = await withDeadline(
      (async () => {
        // A message already stored is acknowledged again, and not counted twice.
        if (await isStored(id)) return 'duplicate'
        if (!(await contactRateLimiter.hit(visitor))) return 'rateLimited'
        let result
        try {
          const { name, email, message } = parsed.data
          result = await storeContactMessage({ id, name, email, message, lang, visitor })
        } finally {
          // Only stored messages count against the limit (a duplicate of a concurrent
          // submission, a full outbox or a failed write gives the hit back).
          if (result !== 'stored') await contactRateLimiter.refund(visitor)
        }
        return result
      })(),
      STORE_DEADLINE_MS,
      'storing the contact message',
    )
    // Too many of this visitor's messages still wait for the mail server: the same answer as
    // the rate limit ("please wait"), which is what it is for them.
    if (outcome === 'rateLimited' || outcome === 'visitorFull') return { status: 'error', message: 'rateLimited', values }
    if (outcome === 'full') {
      console.error(`[contact-outbox] ${id} refused: the outbox is full (see npm run contact:outbox)`)
      return { status: 'error', message: 'deliveryFailed', values }
    }
    return { status: 'success' }
  } catch (error) {
    console.error(`[contact-outbox] ${id} could not be stored (${describeError(error)}); the visitor keeps their text`)
    return { status: 'error', message: 'deliveryFailed', values }
  }
}
