import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const sendMail = vi.fn()
const createTransport = vi.fn(() => ({ sendMail }))
vi.mock('nodemailer', () => ({ default: { createTransport } }))

const contact: { smtpUrl?: string; to?: string; from?: string } = {}
vi.mock('@/lib/env', () => ({ env: { contact } }))

const { composeText, deliverContactMessage } = await import('./deliver')

const delivery = { name: 'Jane "J" Doe, CEO', email: 'jane@example.com', message: 'Hello <b>team</b>', lang: 'en' as const }

describe('deliverContactMessage', () => {
  beforeEach(() => {
    delete contact.smtpUrl
    delete contact.to
    delete contact.from
    sendMail.mockReset()
  })
  afterEach(() => vi.restoreAllMocks())

  it('without SMTP settings, writes the message to the log and succeeds', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    await deliverContactMessage(delivery)
    expect(sendMail).not.toHaveBeenCalled()
    expect(info).toHaveBeenCalledWith(expect.stringContaining('[contact]'), expect.stringContaining('Hello <b>team</b>'))
  })

  it('sends plain text to CONTACT_TO with the visitor as an encoded Reply-To', async () => {
    contact.smtpUrl = 'smtp://127.0.0.1:2525'
    contact.to = 'studio@example.test'
    await deliverContactMessage(delivery)
    expect(createTransport).toHaveBeenCalledWith(expect.objectContaining({ url: 'smtp://127.0.0.1:2525', connectionTimeout: 10_000 }))
    const mail = sendMail.mock.calls[0]?.[0]
    expect(mail).toMatchObject({
      to: 'studio@example.test',
      from: { address: 'studio@example.test' },
      replyTo: { name: delivery.name, address: 'jane@example.com' },
      subject: `Contact form: ${delivery.name}`,
    })
    expect(mail.html).toBeUndefined()
    expect(mail.text).toContain('Email: jane@example.com')
  })

  it('uses CONTACT_FROM as the sender when set, and lets a refused send throw', async () => {
    contact.smtpUrl = 'smtp://127.0.0.1:2525'
    contact.to = 'studio@example.test'
    contact.from = 'site@example.test'
    sendMail.mockRejectedValueOnce(new Error('connection refused'))
    await expect(deliverContactMessage(delivery)).rejects.toThrow('connection refused')
    expect(sendMail.mock.calls[0]?.[0].from).toMatchObject({ address: 'site@example.test' })
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
