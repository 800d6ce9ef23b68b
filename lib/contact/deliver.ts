import nodemailer, { type Transporter } from 'nodemailer'
import { env } from '@/lib/env'
import type { Lang } from '@/lib/i18n/locales'
import { siteConfig } from '@/lib/site'
import type { ContactMessage } from './schema'

// A dead SMTP server should cost the visitor seconds, not the platform's request time-out.
const SMTP_TIMEOUT_MS = 10_000

export type Delivery = Pick<ContactMessage, 'name' | 'email' | 'message'> & { lang: Lang }

let transporter: Transporter | undefined

function getTransporter(url: string): Transporter {
  transporter ??= nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  })
  return transporter
}

export function isDeliveryConfigured(): boolean {
  return Boolean(env.contact.smtpUrl && env.contact.to)
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
 * Sends the message to CONTACT_TO by SMTP; unset, writes it to the server log so nothing is lost
 * in development. Throws when the SMTP server refuses or does not answer: the caller decides
 * what the visitor sees.
 */
export async function deliverContactMessage(delivery: Delivery): Promise<void> {
  const { smtpUrl, to, from } = env.contact
  if (!smtpUrl || !to) {
    console.info('[contact] SMTP not configured, message logged only:\n%s', composeText(delivery))
    return
  }
  await getTransporter(smtpUrl).sendMail({
    to,
    from: { name: `${siteConfig.name} website`, address: from ?? to },
    // An object, not a string: nodemailer encodes the name, so quotes or commas in it stay inert.
    replyTo: { name: delivery.name, address: delivery.email },
    subject: `Contact form: ${delivery.name}`,
    text: composeText(delivery),
  })
}
