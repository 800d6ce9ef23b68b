import { describe, expect, it } from 'vitest'
import { CONTACT_LIMITS, parseContact, readContactForm } from './schema'

const valid = { name: 'Jane Doe', email: 'jane@example.com', message: 'We need a new website.' }

describe('parseContact', () => {
  it('accepts a complete message and trims every field', () => {
    const result = parseContact({ name: '  Jane Doe ', email: ' jane@example.com\n', message: '\n We need a new website. ' })
    expect(result).toEqual({ ok: true, data: { name: 'Jane Doe', email: 'jane@example.com', message: 'We need a new website.' } })
  })

  it('reports every missing field as required', () => {
    const result = parseContact({ name: ' ', email: '', message: '' })
    expect(result).toEqual({
      ok: false,
      isSpam: false,
      fieldErrors: { name: 'nameRequired', email: 'emailRequired', message: 'messageRequired' },
    })
  })

  it('treats absent or non-string fields as required, not as a crash', () => {
    const result = parseContact({ name: 42 })
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.fieldErrors).toEqual({ name: 'nameRequired', email: 'emailRequired', message: 'messageRequired' })
    }
  })

  it.each(['jane', 'jane@', '@example.com', 'jane@example', 'jane doe@example.com', 'a@b.c'])(
    'rejects the invalid address %s',
    (email) => {
      const result = parseContact({ ...valid, email })
      expect(result.ok || result.fieldErrors.email).toBe('emailInvalid')
    },
  )

  it('rejects line breaks in the name and the address (mail header injection)', () => {
    const result = parseContact({ ...valid, name: 'Jane\r\nBcc: victim@example.com', email: 'jane@example.com\nBcc: x@y.fr' })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.fieldErrors).toEqual({ name: 'nameInvalid', email: 'emailInvalid' })
  })

  it('keeps line breaks inside the message', () => {
    const result = parseContact({ ...valid, message: 'Hello,\n\nWe need a shop.' })
    expect(result.ok).toBe(true)
  })

  it('enforces the length limits', () => {
    const tooLong = parseContact({
      name: 'x'.repeat(CONTACT_LIMITS.name + 1),
      email: `${'a'.repeat(CONTACT_LIMITS.email)}@example.com`,
      message: 'x'.repeat(CONTACT_LIMITS.messageMax + 1),
    })
    expect(tooLong.ok || tooLong.fieldErrors).toEqual({ name: 'nameTooLong', email: 'emailTooLong', message: 'messageTooLong' })
    const tooShort = parseContact({ ...valid, message: 'Hi there' })
    expect(tooShort.ok || tooShort.fieldErrors).toEqual({ message: 'messageTooShort' })
    const atLimits = parseContact({ ...valid, name: 'x'.repeat(CONTACT_LIMITS.name), message: 'x'.repeat(CONTACT_LIMITS.messageMax) })
    expect(atLimits.ok).toBe(true)
  })

  it('flags a filled honeypot as spam', () => {
    const result = parseContact({ ...valid, website: 'https://spam.example' })
    expect(result).toEqual({ ok: false, isSpam: true, fieldErrors: {} })
    expect(parseContact({ ...valid, website: '' }).ok).toBe(true)
  })
})

describe('readContactForm', () => {
  it('reads strings and turns missing fields and files into empty strings', () => {
    const form = new FormData()
    form.set('name', 'Jane')
    form.set('email', new Blob(['x']))
    expect(readContactForm(form)).toEqual({ name: 'Jane', email: '', message: '', website: '' })
  })
})
