/**
 * The one set of rules for a contact message, run in the browser before sending and again on the
 * server whatever the browser sent (a form is not trusted). Messages are dictionary keys, not text,
 * so each side shows them in the visitor's language.
 *
 * Written by hand: three fields with required, length and pattern rules. A schema library (zod,
 * even zod/mini) sent 18 to 32 KB gzip to every visitor of the home and contact pages for them;
 * these few lines send under one.
 */
export const CONTACT_LIMITS = { name: 100, email: 254, messageMin: 10, messageMax: 5000 } as const

export const CONTACT_FIELDS = ['name', 'email', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

/** The submission's idempotency key, made in the browser (lib/contact/draft.ts). */
export const IDEMPOTENCY_FIELD = 'submission'

/** Bots fill every field; people never see this one. */
export const HONEYPOT_FIELD = 'website'

export type ContactErrorKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'nameInvalid'
  | 'emailRequired'
  | 'emailInvalid'
  | 'emailTooLong'
  | 'messageRequired'
  | 'messageTooShort'
  | 'messageTooLong'

// A line break in a value that ends up in a mail header could start a new header.
const LINE_BREAK = /[\r\n]/
// An address with a dot-free local part edge, a domain of labels and a top-level name of 2+
// letters: what mail servers accept from a form, without the RFC's rarely used forms.
const EMAIL = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/** Each field's first broken rule, checked on the trimmed value; null when it passes. */
const RULES: Record<ContactField, (value: string) => ContactErrorKey | null> = {
  name: (value) =>
    !value ? 'nameRequired'
    : value.length > CONTACT_LIMITS.name ? 'nameTooLong'
    : LINE_BREAK.test(value) ? 'nameInvalid'
    : null,
  email: (value) =>
    !value ? 'emailRequired'
    : value.length > CONTACT_LIMITS.email ? 'emailTooLong'
    : LINE_BREAK.test(value) || !EMAIL.test(value) ? 'emailInvalid'
    : null,
  message: (value) =>
    !value ? 'messageRequired'
    : value.length < CONTACT_LIMITS.messageMin ? 'messageTooShort'
    : value.length > CONTACT_LIMITS.messageMax ? 'messageTooLong'
    : null,
}

export type ContactValues = Record<ContactField, string>
export type ContactFieldErrors = Partial<Record<ContactField, ContactErrorKey>>
/** A message that passed every rule, its fields trimmed. */
export type ContactMessage = ContactValues

export type ContactParseResult =
  | { ok: true; data: ContactMessage }
  | { ok: false; fieldErrors: ContactFieldErrors; isSpam: boolean }

/** The form's fields as plain strings: anything else (a file, a missing field) becomes ''. */
export function readContactForm(form: FormData): ContactValues & { [HONEYPOT_FIELD]: string } {
  const text = (key: string) => {
    const value = form.get(key)
    return typeof value === 'string' ? value : ''
  }
  return { name: text('name'), email: text('email'), message: text('message'), website: text(HONEYPOT_FIELD) }
}

export function parseContact(input: unknown): ContactParseResult {
  const fields: Partial<Record<string, unknown>> = typeof input === 'object' && input !== null ? input : {}
  const data = {} as ContactMessage
  const fieldErrors: ContactFieldErrors = {}
  for (const field of CONTACT_FIELDS) {
    const raw = fields[field]
    // Anything but a string (a number, a file, nothing) is a field left empty, not a crash.
    const value = typeof raw === 'string' ? raw.trim() : ''
    const error = RULES[field](value)
    if (error) fieldErrors[field] = error
    else data[field] = value
  }
  const honeypot = fields[HONEYPOT_FIELD]
  const isSpam = honeypot !== undefined && honeypot !== ''
  if (isSpam || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors, isSpam }
  return { ok: true, data }
}
