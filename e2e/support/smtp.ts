import { once } from 'node:events'
import { SMTPServer } from 'smtp-server'

/** One mail as the test mail server received it. */
export type Mail = { from: string; to: string[]; raw: string; receivedAt: number }

/**
 * A local mail server for the contact tests (smtp-server, plain SMTP on 127.0.0.1: the site
 * requires STARTTLS only off the loopback address). It can be stopped and started again on the
 * same port, to play a mail server that is down, and can answer slowly.
 */
export class TestMailServer {
  readonly inbox: Mail[] = []
  answerDelayMs = 0
  /** Mails whose text contains this are refused with 550 (a permanent rejection), and counted. */
  rejectText: string | undefined
  readonly rejected: Mail[] = []
  private server: SMTPServer | undefined

  constructor(readonly port: number) {}

  get isRunning() {
    return this.server !== undefined
  }

  async start() {
    if (this.server) return
    const server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        let raw = ''
        stream.setEncoding('utf8')
        stream.on('data', (chunk: string) => (raw += chunk))
        stream.on('end', () => {
          const mail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            receivedAt: Date.now(),
          }
          if (this.rejectText && textOf(mail).includes(this.rejectText)) {
            this.rejected.push(mail)
            return callback(Object.assign(new Error('5.7.1 Message rejected by policy'), { responseCode: 550 }))
          }
          this.inbox.push(mail)
          setTimeout(callback, this.answerDelayMs)
        })
      },
    })
    server.listen(this.port, '127.0.0.1')
    await once(server.server, 'listening')
    this.server = server
  }

  async stop() {
    const running = this.server
    this.server = undefined
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()))
  }

  /** The mails whose decoded text contains `text`. */
  find(text: string): Mail[] {
    return this.inbox.filter((mail) => textOf(mail).includes(text))
  }
}

/**
 * A mail's text part, decoded: quoted-printable (nodemailer's choice for accents and long lines)
 * or base64 (its choice for a text mostly outside ASCII).
 */
export function textOf(mail: Mail | undefined): string {
  const whole = mail?.raw ?? ''
  const split = whole.search(/\r?\n\r?\n/)
  if (split > 0 && /^Content-Transfer-Encoding: *base64/im.test(whole.slice(0, split))) {
    return Buffer.from(whole.slice(split).replace(/\s/g, ''), 'base64').toString('utf8')
  }
  const raw = whole.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < raw.length; i += 1) {
    const hex = raw[i] === '=' ? raw.slice(i + 1, i + 3) : ''
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(raw[i]!, 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

/** The Message-ID header of a raw mail. */
export function messageIdOf(raw: string): string | undefined {
  return /^Message-ID: *(<[^>]+>)/im.exec(raw)?.[1]
}
