import { expect, test, type Page } from '@playwright/test'
import { outboxEntries, outboxIdOf } from './support/outbox'
import { isDrawn } from './support/drawn'
import { PORTS, SUITE_OUTBOX_DIR } from './support/ports'
import { TestMailServer, messageIdOf, textOf } from './support/smtp'

/**
 * The contact form against a real SMTP server on PORTS.smtp, the port playwright.config.ts gives
 * the app as SMTP_URL. One server, one port: the tests of this file run one after the other.
 * "Sent" means stored in the outbox; the server's worker then delivers (retrying every 0.5 to 2 s
 * in this suite, CONTACT_OUTBOX_RETRY_MS), so mails are awaited, not expected at once.
 */
test.describe.configure({ mode: 'serial' })

const smtp = new TestMailServer(PORTS.smtp)
const inbox = smtp.inbox

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

test.beforeAll(() => smtp.start())
test.afterAll(() => smtp.stop())
test.beforeEach(async ({ page }) => {
  await smtp.start()
  inbox.length = 0
  smtp.answerDelayMs = 0
  await actAsNewVisitor(page)
})

/** Waits for the mails containing `text` (the worker delivers within a few seconds here). */
async function mailsWith(text: string, count = 1, timeout = 15_000) {
  await expect.poll(() => smtp.find(text).length, { timeout }).toBeGreaterThanOrEqual(count)
  // The server records a message delivered once its send is over, and never claims it again: from
  // then on, a repeated send would already be here.
  const ids = new Set(smtp.find(text).map((mail) => outboxIdOf(messageIdOf(mail.raw) ?? '')))
  await expect
    .poll(async () => (await outboxEntries(SUITE_OUTBOX_DIR)).filter((entry) => ids.has(entry.id) && entry.deliveredAt === null).length, { timeout })
    .toBe(0)
  return smtp.find(text)
}

for (const lang of LANGS) {
  test(`${lang}: delivers the message by SMTP with the visitor as Reply-To, shows the toast and clears the form`, async ({ page }) => {
    const copy = COPY[lang]
    const visitorName = lang === 'en' ? 'Jane Doe' : 'Camille Durand'
    const email = lang === 'en' ? 'jane.doe@example.com' : 'camille.durand@example.fr'
    const text = `Hello from the ${lang} test: we need a new online shop before spring.`
    await page.goto(`/${lang}/contact`)
    const form = await fillForm(page, lang, { name: visitorName, email, message: text })

    // Storing takes milliseconds: the request is held until the sending state has been seen.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**/${lang}/contact`, async (route) => {
      if (route.request().method() === 'POST') await released
      await route.fallback()
    })
    await form.submit.click()
    const sending = form.section.getByRole('button', { name: copy.sending })
    await expect(sending).toBeDisabled()
    release()

    await expect(form.toast).toContainText(copy.toastTitle)
    await expect(form.toast).toContainText(copy.toastBody)
    await expect(form.name).toHaveValue('')
    await expect(form.email).toHaveValue('')
    await expect(form.message).toHaveValue('')
    await expect(form.submit).toBeEnabled()

    const [mail, ...others] = await mailsWith(text)
    expect(others).toEqual([])
    expect(mail?.to).toEqual(['studio@example.test'])
    expect(mail?.from).toBe('site@example.test')
    expect(mail?.raw).toMatch(new RegExp(`^Reply-To: ${visitorName} <${email.replace(/\./g, '\\.')}>`, 'm'))
    expect(mail?.raw).toMatch(new RegExp(`^Subject: .*${visitorName}`, 'm'))
    // The submission's key, made in the browser, is the mail's Message-ID.
    expect(messageIdOf(mail?.raw ?? '')).toMatch(/^<[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}@example\.test>$/)
    expect(mail?.raw).toContain(`Email: ${email}`)
    expect(mail?.raw).not.toContain('text/html')
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

test('with the mail server down, an English and a French message are acknowledged, then each arrives once within 60 s of its return', async ({ page }) => {
  test.setTimeout(120_000)
  const sent = [
    { lang: 'en' as const, name: 'Down Time', email: 'down.en@example.com', message: `English lead while the mail server is down ${RUN}.` },
    { lang: 'fr' as const, name: 'Panne Serveur', email: 'panne.fr@example.fr', message: `Demande en français pendant la panne, merci ! ${RUN}` },
  ]
  await smtp.stop()
  try {
    for (const values of sent) {
      await actAsNewVisitor(page)
      await page.goto(`/${values.lang}/contact`)
      const form = await fillForm(page, values.lang, values)
      await form.submit.click()
      await expect(form.toast).toContainText(COPY[values.lang].toastTitle)
      await expect(form.message).toHaveValue('')
    }
    // Several attempts fail meanwhile: the outbox records a second failed attempt for each.
    const failedTwice = async () =>
      (await outboxEntries(SUITE_OUTBOX_DIR)).filter((entry) => sent.some((values) => entry.message === values.message) && entry.attempts >= 2).length
    await expect.poll(failedTwice, { timeout: 30_000 }).toBe(sent.length)
    expect(inbox).toHaveLength(0)
  } finally {
    await smtp.start()
  }
  const upAt = Date.now()
  const delays: string[] = []
  for (const values of sent) {
    await expect.poll(() => smtp.find(values.message).length, { timeout: 60_000, intervals: [100] }).toBe(1)
    const mail = smtp.find(values.message)[0]
    delays.push(`${values.lang} ${((mail!.receivedAt - upAt) / 1000).toFixed(1)} s`)
    expect(mail?.raw).toMatch(new RegExp(`^Reply-To: ${values.name} <${values.email.replace(/\./g, '\\.')}>`, 'm'))
    expect(textOf(mail)).toContain(`Name: ${values.name}`)
  }
  console.log(`mail server back -> delivered after: ${delays.join(', ')}`)
  // Both recorded delivered (never claimed again): a repeated send would already be here.
  await expect
    .poll(async () => (await outboxEntries(SUITE_OUTBOX_DIR)).filter((entry) => sent.some((values) => entry.message === values.message) && entry.deliveredAt !== null).length)
    .toBe(sent.length)
  for (const values of sent) expect(smtp.find(values.message)).toHaveLength(1)
})

test('a slow mail server does not hold the visitor: "sent" within 2 s, the mail once it answers', async ({ page }) => {
  const text = `Sent while the mail server takes its time ${RUN}.`
  smtp.answerDelayMs = 6_000
  await page.goto('/en/contact')
  const form = await fillForm(page, 'en', { name: 'Patient Visitor', email: 'patient@example.com', message: text })
  const started = Date.now()
  await form.submit.click()
  await expect(form.toast).toContainText(COPY.en.toastTitle, { timeout: 2_000 })
  expect(Date.now() - started).toBeLessThan(2_000)
  expect(await mailsWith(text, 1, 20_000)).toHaveLength(1)
})

test('the same submission sent six times (same key) is stored and sent once, and counted once against the limit', async ({ page }) => {
  const text = `One message, many requests ${RUN}.`
  const statuses: number[] = []
  await page.route('**/en/contact', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    // A double click, retries: the very request, key included, reaches the server six times,
    // more than the 5-a-visitor limit; the browser gets the last answer.
    let response
    for (let i = 0; i < 6; i += 1) {
      response = await route.fetch()
      statuses.push(response.status())
    }
    await route.fulfill({ response })
  })
  await page.goto('/en/contact')
  const form = await fillForm(page, 'en', { name: 'Double Click', email: 'double@example.com', message: text })
  await form.submit.click()
  await expect(form.toast).toContainText(COPY.en.toastTitle)
  expect(statuses).toEqual([200, 200, 200, 200, 200, 200])
  expect(await mailsWith(text)).toHaveLength(1)
})

test('a network cut while sending shows the error and keeps the text, a reload brings it back, and sending again delivers one message', async ({ page }) => {
  const values = { name: 'Flaky Network', email: 'flaky@example.com', message: `Sent through a flaky connection ${RUN}.` }
  let cut = true
  await page.route('**/en/contact', async (route) => {
    if (route.request().method() !== 'POST' || !cut) return route.fallback()
    // The request reaches the server (the message is stored), the answer never comes back.
    await route.fetch()
    await route.abort('internetdisconnected')
  })
  await page.goto('/en/contact')
  const form = await fillForm(page, 'en', values)
  await form.submit.click()
  await expect(form.alert).toContainText(COPY.en.deliveryFailed)
  await expect(form.name).toHaveValue(values.name)
  await expect(form.email).toHaveValue(values.email)
  await expect(form.message).toHaveValue(values.message)

  await page.reload()
  await expect(form.name).toHaveValue(values.name)
  await expect(form.email).toHaveValue(values.email)
  await expect(form.message).toHaveValue(values.message)

  cut = false
  await form.submit.click()
  await expect(form.toast).toContainText(COPY.en.toastTitle)
  await expect(form.message).toHaveValue('')
  expect(await mailsWith(values.message)).toHaveLength(1)
  // Stored: the draft is gone, a reload shows an empty form.
  await page.reload()
  await expect(form.name).toBeEditable()
  await expect(form.message).toHaveValue('')
})

test('offline when sending, or a new release in between: the error, the text kept', async ({ page, context }) => {
  const values = { name: 'Offline Visitor', email: 'offline@example.com', message: `Typed on a train ${RUN}.` }
  await page.goto('/fr/contact')
  const form = await fillForm(page, 'fr', values)
  await context.setOffline(true)
  try {
    await form.submit.click()
    await expect(form.alert).toContainText(COPY.fr.deliveryFailed)
    await expect(form.message).toHaveValue(values.message)
  } finally {
    await context.setOffline(false)
  }
  // A deploy since the page loaded: the server no longer knows the form's action id.
  await page.route('**/fr/contact', async (route) => {
    const request = route.request()
    if (request.method() !== 'POST') return route.fallback()
    await route.fallback({ headers: { ...request.headers(), 'next-action': '7f'.repeat(21) } })
  })
  await form.submit.click()
  await expect(form.alert).toContainText(COPY.fr.deliveryFailed)
  await expect(form.name).toHaveValue(values.name)
  await expect(form.message).toHaveValue(values.message)
  // Refused before it was stored: the outbox holds nothing that could be sent later.
  expect((await outboxEntries(SUITE_OUTBOX_DIR)).filter((entry) => entry.message === values.message)).toHaveLength(0)
  expect(smtp.find(values.message)).toHaveLength(0)
})

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

// On the home page the form's card is drawn as it comes near (contact-section.tsx, `.drawn-near`):
// its toast lies outside the card, so it stays at the foot of the screen, not of the card.
test.describe('at the foot of the home page, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the form is drawn as it comes near, and its toast stays at the foot of the screen as the page scrolls', async ({ page }) => {
    await page.goto('/en')
    const form = fields(page, 'en')
    expect(await isDrawn(form.name)).toBe(false)
    await form.name.scrollIntoViewIfNeeded()
    await expect.poll(() => isDrawn(form.name)).toBe(true)

    await fillForm(page, 'en', { name: 'Spam Bot', email: 'bot@example.com', message: 'Buy cheap followers now!!!' })
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true })
    await form.submit.click()
    const toast = form.toast.locator('> *')
    await expect(toast).toContainText(COPY.en.toastTitle)
    const toastFoot = async () => {
      const box = await toast.boundingBox()
      return box && Math.round(box.y + box.height)
    }
    // bottom-4: 16 px above the screen's lower edge, wherever the page is scrolled.
    await expect.poll(toastFoot).toBe(844 - 16)
    await page.evaluate(() => window.scrollBy(0, -300))
    await expect.poll(toastFoot).toBe(844 - 16)
  })
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
  const mails = await mailsWith('Envoyé sans JavaScript, pour voir.')
  expect(mails).toHaveLength(1)
  expect(mails[0]?.raw).toMatch(/^Reply-To: Louise Martin <louise@example\.fr>/m)
  await context.close()
})
