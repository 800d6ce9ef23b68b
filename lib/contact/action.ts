'use server'

import { headers } from 'next/headers'
import { isLang } from '@/lib/i18n/locales'
import { deliverContactMessage } from './deliver'
import { contactRateLimiter, visitorKey } from './rate-limit'
import { parseContact, readContactForm } from './schema'
import type { ContactState } from './state'

/**
 * The contact form's server action. It trusts nothing the browser checked, never throws to the
 * client (a failure is a state the form shows), and hands the visitor's text back on failure so
 * the form can keep it.
 */
export async function sendContactMessage(_previous: ContactState, form: FormData): Promise<ContactState> {
  const raw = readContactForm(form)
  const values = { name: raw.name, email: raw.email, message: raw.message }
  const langValue = form.get('lang')
  const lang = typeof langValue === 'string' && isLang(langValue) ? langValue : 'en'

  const parsed = parseContact(raw)
  // A filled honeypot is a bot: it gets the success it expects and nobody gets its message.
  if (!parsed.ok && parsed.isSpam) return { status: 'success' }
  if (!parsed.ok) return { status: 'error', message: 'invalid', fieldErrors: parsed.fieldErrors, values }

  try {
    if (!(await contactRateLimiter.hit(visitorKey(await headers())))) {
      return { status: 'error', message: 'rateLimited', values }
    }
    const { name, email, message } = parsed.data
    await deliverContactMessage({ name, email, message, lang })
    return { status: 'success' }
  } catch (error) {
    console.error('[contact] delivery failed:', error)
    return { status: 'error', message: 'deliveryFailed', values }
  }
}
