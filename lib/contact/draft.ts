import { CONTACT_FIELDS, type ContactValues } from './schema'

/**
 * What the contact form keeps in sessionStorage until the message is stored: the visitor's text
 * (a reload, a crash or a failed send loses nothing) and the submission's idempotency key (a
 * resubmission after a reload is the same message to the server). Browser-only.
 */
export type ContactDraft = ContactValues & {
  key: string
  /** The key went to the server once: an edit after that makes a new message, with a new key. */
  sent: boolean
}

const STORAGE_KEY = 'contact-draft'

/** A v4 UUID. crypto.randomUUID exists only on https and localhost; getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export function loadDraft(): ContactDraft | null {
  try {
    const draft = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<ContactDraft> | null
    if (!draft || typeof draft.key !== 'string') return null
    const text = (value: unknown) => (typeof value === 'string' ? value : '')
    return { name: text(draft.name), email: text(draft.email), message: text(draft.message), key: draft.key, sent: draft.sent === true }
  } catch {
    // Storage blocked (privacy settings) or unreadable: the form simply starts empty.
    return null
  }
}

export function saveDraft(draft: ContactDraft): void {
  try {
    if (CONTACT_FIELDS.every((field) => !draft[field])) sessionStorage.removeItem(STORAGE_KEY)
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft))
  } catch {
    // Full or blocked storage: the text is still in the form.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY)
  } catch {}
}
