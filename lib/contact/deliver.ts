import nodemailer, { type Transporter } from 'nodemailer'
import { env } from '@/lib/env'
import type { Lang } from '@/lib/i18n/locales'
import { siteConfig } from '@/lib/site'
import type { ContactMessage } from './schema'

// nodemailer's time-outs measure silence per step: a server that answers slowly at each step
// could hold one send for minutes. The whole send is abandoned (its connection closed) after
// SEND_DEADLINE_MS, well within the outbox's lease (LEASE_MS), and retried later.
const STEP_TIMEOUT_MS = 10_000
export const SEND_DEADLINE_MS = 30_000

export type Delivery = Pick<ContactMessage, 'name' | 'email' | 'message'> & { lang: Lang | string; id: string }

/** Both set: messages leave the outbox by SMTP; else they wait in it (and the start warns). */
export function isDeliveryConfigured(): boolean {
  return Boolean(env.contact.smtpUrl && env.contact.to)
}

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|localhost)$/i

/**
 * nodemailer's options from SMTP_URL (`smtp://user:pass@host:port` or `smtps://` for TLS from the
 * first byte). Read here rather than passed as nodemailer's `url`, whose query parameters would
 * override ours: a server that is not on the loopback address must offer STARTTLS, or nothing
 * is sent (a visitor's words and address never cross a network in clear).
 */
export function transportOptions(smtpUrl: string) {
  const url = new URL(smtpUrl)
  const secure = url.protocol === 'smtps:'
  const host = url.hostname.replace(/^\[|\]$/g, '')
  return {
    host,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    requireTLS: !secure && !LOOPBACK.test(host),
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: STEP_TIMEOUT_MS,
    greetingTimeout: STEP_TIMEOUT_MS,
    // Silence is also the wait for the reply to the final ".": a relay that scans the message
    // for longer than a step has accepted it already, and giving up there sends a copy on the
    // next attempt. So silence may last the whole send (RFC 5321 asks clients for 10 minutes
    // there; the lease of one send, LEASE_MS, is shorter than that).
    socketTimeout: SEND_DEADLINE_MS,
  }
}

let transporter: { url: string; transport: Transporter } | undefined

function getTransporter(url: string): Transporter {
  if (transporter?.url !== url) transporter = { url, transport: nodemailer.createTransport(transportOptions(url)) }
  return transporter.transport
}

/** The domain of the Message-ID: the sender's, so the id is ours and unique to this message. */
export function messageId(id: string, sender: string): string {
  const domain = sender.split('@')[1] || new URL(env.siteUrl).hostname
  return `<${id}@${domain}>`
}

/** Plain text only: no HTML part, so nothing the visitor types can be rendered as markup. */
export function composeText({ name, email, message, lang }: Delivery): string {
  return [
    `Name: ${name}`,
    `Email: ${email}`,
    `Language: ${lang}`,
    '',
    message,
    '',
    '--',
    `Sent from the contact form of ${siteConfig.name}. Reply to this email to answer ${name}.`,
  ].join('\n')
}

/**
 * Sends one outbox message to CONTACT_TO. The Message-ID is the submission's idempotency key:
 * if a send is repeated (its acceptance was lost on the way back), mail systems see one message.
 * Throws when delivery is not configured, or the server refuses or does not answer in time.
 */
export async function sendContactMail(delivery: Delivery): Promise<void> {
  const { smtpUrl, to, from } = env.contact
  if (!smtpUrl || !to) throw new Error('SMTP_URL and CONTACT_TO are not both set')
  const sender = from ?? to
  await getTransporter(smtpUrl).sendMail({
    to,
    from: { name: `${siteConfig.name} website`, address: sender },
    // An object, not a string: nodemailer encodes the name, so quotes or commas in it stay inert.
    replyTo: { name: delivery.name, address: delivery.email },
    subject: `Contact form: ${delivery.name}`,
    messageId: messageId(delivery.id, sender),
    text: composeText(delivery),
    signal: AbortSignal.timeout(SEND_DEADLINE_MS),
  })
}
