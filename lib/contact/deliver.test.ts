import { beforeEach, describe, expect, it, vi } from 'vitest'

const sendMail = vi.fn()
const createTransport = vi.fn(() => ({ sendMail }))
vi.mock('nodemailer', () => ({ default: { createTransport } }))

const contact: { smtpUrl?: string; to?: string; from?: string } = {}
vi.mock('@/lib/env', () => ({ env: { contact, siteUrl: 'https://www.example.test' } }))

const { composeText, sendContactMail, transportOptions } = await import('./deliver')

const delivery = {
  id: '0b7e6f0c-2f7a-4d8e-9a51-3c2b1d4e5f60',
  name: 'Jane "J" Doe, CEO',
  email: 'jane@example.com',
  message: 'Hello <b>team</b>',
  lang: 'en' as const,
}

describe('sendContactMail', () => {
  beforeEach(() => {
    delete contact.smtpUrl
    delete contact.to
    delete contact.from
    sendMail.mockReset()
  })

  it('refuses without SMTP settings, so the message stays in the outbox', async () => {
    await expect(sendContactMail(delivery)).rejects.toThrow('not both set')
    expect(sendMail).not.toHaveBeenCalled()
  })

  it('sends plain text to CONTACT_TO, the visitor as an encoded Reply-To, the key as Message-ID, within a deadline', async () => {
    contact.smtpUrl = 'smtp://127.0.0.1:2525'
    contact.to = 'studio@example.test'
    await sendContactMail(delivery)
    const mail = sendMail.mock.calls[0]?.[0]
    expect(mail).toMatchObject({
      to: 'studio@example.test',
      from: { address: 'studio@example.test' },
      replyTo: { name: delivery.name, address: 'jane@example.com' },
      subject: `Contact form: ${delivery.name}`,
      messageId: `<${delivery.id}@example.test>`,
    })
    expect(mail.signal).toBeInstanceOf(AbortSignal)
    expect(mail.html).toBeUndefined()
    expect(mail.text).toContain('Email: jane@example.com')
  })

  it('uses CONTACT_FROM as the sender when set, and lets a refused send throw', async () => {
    contact.smtpUrl = 'smtp://127.0.0.1:2525'
    contact.to = 'studio@example.test'
    contact.from = 'site@agency.example'
    sendMail.mockRejectedValueOnce(new Error('connection refused'))
    await expect(sendContactMail(delivery)).rejects.toThrow('connection refused')
    expect(sendMail.mock.calls[0]?.[0]).toMatchObject({ from: { address: 'site@agency.example' }, messageId: `<${delivery.id}@agency.example>` })
  })
})

describe('transportOptions', () => {
  it('requires STARTTLS from any server off the loopback address, whatever the URL asks', () => {
    expect(transportOptions('smtp://user:p%40ss@mail.example.com:587?requireTLS=false')).toMatchObject({
      host: 'mail.example.com',
      port: 587,
      secure: false,
      requireTLS: true,
      auth: { user: 'user', pass: 'p@ss' },
    })
    expect(transportOptions('smtp://127.0.0.1:2525')).toMatchObject({ requireTLS: false, auth: undefined })
    expect(transportOptions('smtp://[::1]:25')).toMatchObject({ host: '::1', requireTLS: false })
    expect(transportOptions('smtp://localhost')).toMatchObject({ port: 587, requireTLS: false })
  })

  it('uses TLS from the first byte for smtps://', () => {
    expect(transportOptions('smtps://mail.example.com')).toMatchObject({ port: 465, secure: true, requireTLS: false })
  })
})

describe('composeText', () => {
  it('lists name, email and language before the message', () => {
    expect(composeText(delivery).split('\n').slice(0, 5)).toEqual([
      `Name: ${delivery.name}`,
      'Email: jane@example.com',
      'Language: en',
      '',
      'Hello <b>team</b>',
    ])
  })
})
