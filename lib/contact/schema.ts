// zod/mini, not zod: the form runs this schema in the browser too, and the mini build's functions
// tree-shake (about 5 KB) where the classic API's methods ship whole (about 30 KB gzip).
import { z } from 'zod/mini'

// Zod compiles fast parsers with `new Function`, which the site's Content-Security-Policy
// (no 'unsafe-eval') forbids in the browser; its interpreter is plenty for one small form.
z.config({ jitless: true })

/**
 * The one set of rules for a contact message, run in the browser before sending and again on
 * the server whatever the browser sent (CONTRACT §9). Messages are dictionary keys, not text,
 * so each side shows them in the visitor's language.
 */
export const CONTACT_LIMITS = { name: 100, email: 254, messageMin: 10, messageMax: 5000 } as const

export const CONTACT_FIELDS = ['name', 'email', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

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
  | 'honeypot'

// A line break in a value that ends up in a mail header could start a new header.
const hasNoLineBreak = (value: string) => !/[\r\n]/.test(value)

export const contactSchema = z.object({
  name: z
    .string({ error: 'nameRequired' })
    .check(
      z.trim(),
      z.minLength(1, 'nameRequired'),
      z.maxLength(CONTACT_LIMITS.name, 'nameTooLong'),
      z.refine(hasNoLineBreak, 'nameInvalid'),
    ),
  email: z
    .string({ error: 'emailRequired' })
    .check(
      z.trim(),
      z.minLength(1, 'emailRequired'),
      z.maxLength(CONTACT_LIMITS.email, 'emailTooLong'),
      z.refine(hasNoLineBreak, 'emailInvalid'),
      z.regex(z.regexes.email, 'emailInvalid'),
    ),
  message: z
    .string({ error: 'messageRequired' })
    .check(
      z.trim(),
      z.minLength(1, 'messageRequired'),
      z.minLength(CONTACT_LIMITS.messageMin, 'messageTooShort'),
      z.maxLength(CONTACT_LIMITS.messageMax, 'messageTooLong'),
    ),
  [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(0, 'honeypot'))),
})

export type ContactMessage = z.output<typeof contactSchema>
export type ContactValues = Record<ContactField, string>
export type ContactFieldErrors = Partial<Record<ContactField, ContactErrorKey>>

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
  const result = contactSchema.safeParse(input)
  if (result.success) return { ok: true, data: result.data }
  const fieldErrors: ContactFieldErrors = {}
  let isSpam = false
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if (field === HONEYPOT_FIELD) isSpam = true
    else if (isContactField(field) && !fieldErrors[field]) {
      fieldErrors[field] = toErrorKey(issue.message, field)
    }
  }
  return { ok: false, fieldErrors, isSpam }
}

function isContactField(value: unknown): value is ContactField {
  return (CONTACT_FIELDS as readonly unknown[]).includes(value)
}

const ERROR_KEYS: ReadonlySet<string> = new Set<ContactErrorKey>([
  'nameRequired', 'nameTooLong', 'nameInvalid', 'emailRequired', 'emailInvalid', 'emailTooLong',
  'messageRequired', 'messageTooShort', 'messageTooLong', 'honeypot',
])

// Zod's own messages (an unexpected type, say) are English sentences: map them to "required".
function toErrorKey(message: string, field: ContactField): ContactErrorKey {
  return ERROR_KEYS.has(message) ? (message as ContactErrorKey) : `${field}Required`
}
