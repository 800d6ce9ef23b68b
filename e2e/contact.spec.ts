import { once } from 'node:events'
import { expect, test, type Page } from '@playwright/test'
import { SMTPServer } from 'smtp-server'
import { PORTS } from './support/ports'

/**
 * The contact form against a real SMTP server on PORTS.smtp, the port playwright.config.ts gives
 * the app as SMTP_URL. One server, one port: the tests of this file run one after the other.
 */
test.describe.configure({ mode: 'serial' })

type Mail = { from: string; to: string[]; raw: string }

const inbox: Mail[] = []
let server: SMTPServer | undefined
let answerDelayMs = 0

async function startSmtp() {
  server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => (raw += chunk))
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        })
        setTimeout(callback, answerDelayMs)
      })
    },
  })
  server.listen(PORTS.smtp, '127.0.0.1')
  await once(server.server, 'listening')
}

async function stopSmtp() {
  const running = server
  server = undefined
  if (running) await new Promise<void>((resolve) => running.close(() => resolve()))
}

const COPY = {
  en: {
    name: 'Name',
    email: 'Email',
    submit: 'Send Message',
    sending: 'Sending…',
    toastTitle: 'Message Sent!',
    toastBody: 'We will get back to you soon.',
    nameRequired: 'Please enter your name.',
    emailInvalid: 'Please enter a valid email address',
    nameInvalid: 'Your name must fit on one line.',
    invalid: 'Your message was not sent',
    deliveryFailed: 'Your message could not be sent right now.',
    rateLimited: 'You have sent several messages in a short time.',
  },
  fr: {
    name: 'Nom',
    email: 'E-mail',
    submit: 'Envoyer le message',
    sending: 'Envoi en cours…',
    toastTitle: 'Message envoyé\u00a0!',
    toastBody: 'Nous vous répondrons bientôt.',
    nameRequired: 'Veuillez indiquer votre nom.',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide',
    nameInvalid: 'Votre nom doit tenir sur une seule ligne.',
    invalid: 'Votre message n’a pas été envoyé',
    deliveryFailed: 'Votre message n’a pas pu être envoyé pour le moment.',
    rateLimited: 'Vous avez envoyé plusieurs messages en peu de temps.',
  },
} as const

type Lang = keyof typeof COPY
const LANGS: Lang[] = ['en', 'fr']

// The rate limit counts per visitor address: each test gets its own, unique to this run.
const RUN = Date.now().toString(36)
let visitor = 0
async function actAsNewVisitor(page: Page): Promise<string> {
  const address = `e2e-${RUN}-${++visitor}`
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address })
  return address
}

function fields(page: Page, lang: Lang) {
  const section = page.locator('#contact')
  const copy = COPY[lang]
  return {
    section,
    name: section.getByRole('textbox', { name: copy.name, exact: true }),
    email: section.getByRole('textbox', { name: copy.email, exact: true }),
    message: section.getByRole('textbox', { name: 'Message', exact: true }),
    submit: section.getByRole('button', { name: copy.submit }),
    toast: section.getByRole('status'),
    alert: section.getByRole('alert'),
  }
}

async function fillForm(page: Page, lang: Lang, values: { name: string; email: string; message: string }) {
  const form = fields(page, lang)
  await form.name.fill(values.name)
  await form.email.fill(values.email)
  await form.message.fill(values.message)
  await expect(form.message).toHaveValue(values.message)
  return form
}

test.beforeAll(startSmtp)
test.afterAll(stopSmtp)
test.beforeEach(async ({ page }) => {
  inbox.length = 0
  answerDelayMs = 0
  await actAsNewVisitor(page)
})

for (const lang of LANGS) {
  test(`${lang}: delivers the message by SMTP with the visitor as Reply-To, shows the toast and clears the form`, async ({ page }) => {
    const copy = COPY[lang]
    const visitorName = lang === 'en' ? 'Jane Doe' : 'Camille Durand'
    const email = lang === 'en' ? 'jane.doe@example.com' : 'camille.durand@example.fr'
    const text = `Hello from the ${lang} test: we need a new online shop before spring.`
    await page.goto(`/${lang}/contact`)
    const form = await fillForm(page, lang, { name: visitorName, email, message: text })

    answerDelayMs = 1500
    await form.submit.click()
    const sending = form.section.getByRole('button', { name: copy.sending })
    await expect(sending).toBeDisabled()

    await expect(form.toast).toContainText(copy.toastTitle)
    await expect(form.toast).toContainText(copy.toastBody)
    await expect(form.name).toHaveValue('')
    await expect(form.email).toHaveValue('')
    await expect(form.message).toHaveValue('')
    await expect(form.submit).toBeEnabled()

    expect(inbox).toHaveLength(1)
    const [mail] = inbox
    expect(mail?.to).toEqual(['studio@example.test'])
    expect(mail?.from).toBe('site@example.test')
    expect(mail?.raw).toMatch(new RegExp(`^Reply-To: ${visitorName} <${email.replace(/\./g, '\\.')}>`, 'm'))
    expect(mail?.raw).toMatch(new RegExp(`^Subject: .*${visitorName}`, 'm'))
    expect(mail?.raw).toContain(`Email: ${email}`)
    expect(mail?.raw).toContain(text)
    expect(mail?.raw).not.toContain('text/html')
  })

  test(`${lang}: with the mail server down, shows an error and keeps the visitor's text`, async ({ page }) => {
    const copy = COPY[lang]
    await page.goto(`/${lang}/contact`)
    const values = { name: 'Sam Lee', email: 'sam@example.com', message: 'Please call me back about a mobile app.' }
    const form = await fillForm(page, lang, values)
    await stopSmtp()
    try {
      await form.submit.click()
      await expect(form.alert).toContainText(copy.deliveryFailed)
      await expect(form.name).toHaveValue(values.name)
      await expect(form.email).toHaveValue(values.email)
      await expect(form.message).toHaveValue(values.message)
      await expect(form.toast).toBeEmpty()
    } finally {
      await startSmtp()
    }
    expect(inbox).toHaveLength(0)
  })

  test(`${lang}: an empty or invalid form shows localized field errors and sends nothing`, async ({ page }) => {
    const copy = COPY[lang]
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    await page.goto(`/${lang}/contact`)
    const form = fields(page, lang)
    await expect(form.submit).toBeEnabled()
    await form.submit.click()
    await expect(form.alert).toContainText(copy.invalid)
    await expect(form.name).toHaveAttribute('aria-invalid', 'true')
    await expect(form.name).toHaveAccessibleDescription(copy.nameRequired)
    await expect(form.name).toBeFocused()
    await expect(form.message).toHaveAttribute('aria-invalid', 'true')

    await fillForm(page, lang, { name: 'Alex', email: 'not-an-email', message: 'A long enough message.' })
    await expect(form.name).not.toHaveAttribute('aria-invalid')
    await form.submit.click()
    await expect(form.email).toHaveAttribute('aria-invalid', 'true')
    await expect(form.email).toHaveAccessibleDescription(new RegExp(copy.emailInvalid))
    await expect(form.message).toHaveValue('A long enough message.')
    expect(posts).toEqual([])
    expect(inbox).toHaveLength(0)
  })
}

test('the server checks again: a tampered request with a line break in the name is refused and nothing is sent', async ({ page }) => {
  const copy = COPY.en
  await page.route('**/en/contact', async (route) => {
    const request = route.request()
    const body = request.postData()
    if (request.method() !== 'POST' || !body) return route.continue()
    await route.continue({ postData: body.replace('Valid Name', 'Valid\r\nBcc: victim@example.com') })
  })
  await page.goto('/en/contact')
  const form = await fillForm(page, 'en', { name: 'Valid Name', email: 'valid@example.com', message: 'This message must not go out.' })
  await form.submit.click()
  await expect(form.alert).toContainText(copy.invalid)
  await expect(form.name).toHaveAttribute('aria-invalid', 'true')
  await expect(form.name).toHaveAccessibleDescription(copy.nameInvalid)
  await expect(form.message).toHaveValue('This message must not go out.')
  expect(inbox).toHaveLength(0)
})

test('a filled honeypot gets the success toast but nothing is sent', async ({ page }) => {
  await page.goto('/en/contact')
  const form = await fillForm(page, 'en', { name: 'Spam Bot', email: 'bot@example.com', message: 'Buy cheap followers now!!!' })
  const honeypot = page.locator('input[name="website"]')
  await expect(honeypot).toHaveAttribute('tabindex', '-1')
  await honeypot.fill('https://spam.example', { force: true })
  await form.submit.click()
  await expect(form.toast).toContainText(COPY.en.toastTitle)
  expect(inbox).toHaveLength(0)
})

test('after 5 messages in 10 minutes a visitor is asked to wait, in their language', async ({ page }) => {
  await page.goto('/en/contact')
  for (let sent = 1; sent <= 5; sent++) {
    const form = await fillForm(page, 'en', { name: `Visitor ${sent}`, email: 'busy@example.com', message: `Message number ${sent} of the test.` })
    await form.submit.click()
    await expect(form.name).toHaveValue('')
    await expect.poll(() => inbox.length).toBe(sent)
  }
  const en = await fillForm(page, 'en', { name: 'Visitor 6', email: 'busy@example.com', message: 'One message too many.' })
  await en.submit.click()
  await expect(en.alert).toContainText(COPY.en.rateLimited)
  await expect(en.message).toHaveValue('One message too many.')

  await page.goto('/fr/contact')
  const fr = await fillForm(page, 'fr', { name: 'Visiteur 7', email: 'busy@example.com', message: 'Toujours un message de trop.' })
  await fr.submit.click()
  await expect(fr.alert).toContainText(COPY.fr.rateLimited)
  expect(inbox).toHaveLength(5)
})

test('works without JavaScript: the browser checks the fields and the server sends the message', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': `e2e-${RUN}-nojs` },
  })
  const page = await context.newPage()
  await page.goto('/fr/contact')
  const form = fields(page, 'fr')
  await expect(form.name).toHaveAttribute('required', '')
  await expect(form.email).toHaveAttribute('type', 'email')
  await fillForm(page, 'fr', { name: 'Louise Martin', email: 'louise@example.fr', message: 'Envoyé sans JavaScript, pour voir.' })
  await form.submit.click()
  await expect(form.toast).toContainText(COPY.fr.toastTitle)
  expect(inbox).toHaveLength(1)
  expect(inbox[0]?.raw).toMatch(/^Reply-To: Louise Martin <louise@example\.fr>/m)
  await context.close()
})
