'use client'

import { useActionState, useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react'
import { CheckCircle2, Loader2, Send, X } from '@/components/ui/icons'
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  parseContact,
  readContactForm,
  type ContactField,
  type ContactFieldErrors,
} from '@/lib/contact/schema'
import { clearDraft, loadDraft, newIdempotencyKey, saveDraft, type ContactDraft } from '@/lib/contact/draft'
import { INITIAL_CONTACT_STATE, type ContactAction, type ContactState } from '@/lib/contact/state'
import type { Dictionary } from '@/lib/i18n/dictionaries'
import type { Lang } from '@/lib/i18n/locales'
import { cx } from '@/lib/cx'
import { buttonClasses } from '@/components/ui/button-classes'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'

/** The form's own words: the section above it renders its heading and the privacy note. */
export type ContactFormCopy = Omit<Dictionary['contact']['form'], 'heading' | 'privacyNote' | 'privacyLink'>

type Props = {
  lang: Lang
  copy: ContactFormCopy
  /** The server action that checks and delivers the message. */
  send: ContactAction
  /** The card's heading, rendered by the section: its level depends on the page. */
  heading: ReactNode
  /** The card's classes. The toast stays outside the card: a card drawn as it comes near
      (`content-visibility`) would be the box its `position: fixed` is measured from. */
  className: string
  /** Server-rendered markup beside the submit button (the privacy note and its link). */
  children: ReactNode
}

const noop = () => () => {}

/**
 * The contact form. It checks the fields with the server's own schema before sending, but also
 * works without JavaScript (native required/type=email, and the action checks again).
 * With JavaScript, the text is kept in sessionStorage until the server has stored the message,
 * each submission carries an idempotency key made here, and a failed request (network, time-out,
 * a new release's action ids) becomes the localized error with the text kept.
 */
export function ContactForm({ lang, copy, send, heading, className, children }: Props) {
  // Before hydration (and without JavaScript) the form posts to the server action itself.
  const [serverState, serverAction] = useActionState(send, INITIAL_CONTACT_STATE)
  const [clientState, clientAction, isPending] = useActionState(async (previous: ContactState, form: FormData) => {
    try {
      return await send(previous, form)
    } catch {
      const { name, email, message } = readContactForm(form)
      return { status: 'error', message: 'deliveryFailed', values: { name, email, message } } satisfies ContactState
    }
  }, INITIAL_CONTACT_STATE)
  const state = clientState === INITIAL_CONTACT_STATE ? serverState : clientState
  const [clientErrors, setClientErrors] = useState<ContactFieldErrors | null>(null)
  const [dismissed, setDismissed] = useState<ContactState | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const keyRef = useRef<HTMLInputElement>(null)
  const draft = useRef<Pick<ContactDraft, 'key' | 'sent'> | null>(null)
  // Until hydration the browser's own validation stands in for ours.
  const isHydrated = useSyncExternalStore(noop, () => true, () => false)

  // A reload brings back the text (and the key) of a message not yet stored.
  useEffect(() => {
    const saved = loadDraft()
    const form = formRef.current
    if (!saved || !form) return
    draft.current = { key: saved.key, sent: saved.sent }
    for (const field of CONTACT_FIELDS) {
      const input = form.elements.namedItem(field)
      if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) input.value ||= saved[field]
    }
  }, [])

  // Stored: the draft goes, and the next message gets a new key.
  useEffect(() => {
    if (state.status !== 'success') return
    clearDraft()
    draft.current = null
  }, [state])

  function keepDraft(form: HTMLFormElement, sent?: boolean) {
    // An edit after a submission is another message: it gets its own key.
    if (!draft.current || (draft.current.sent && sent === undefined)) draft.current = { key: newIdempotencyKey(), sent: false }
    if (sent) draft.current.sent = true
    const { name, email, message } = readContactForm(new FormData(form))
    saveDraft({ name, email, message, ...draft.current })
  }

  const errors: ContactFieldErrors = clientErrors ?? (state.status === 'error' ? (state.fieldErrors ?? {}) : {})
  const hasFieldErrors = Object.keys(errors).length > 0
  // After a failure the server hands the text back; React's form reset then restores it.
  const values = state.status === 'error' ? state.values : undefined
  const failure = clientErrors && hasFieldErrors ? copy.failures.invalid : state.status === 'error' && state.message ? copy.failures[state.message] : null
  const showSuccess = state.status === 'success' && dismissed !== state && !clientErrors

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const result = parseContact(readContactForm(new FormData(event.currentTarget)))
    // A filled honeypot goes through: the server pretends success and sends nothing.
    if (result.ok || result.isSpam) {
      setClientErrors(null)
      keepDraft(event.currentTarget, true)
      // Read by the form action after this handler: the same key for every resubmission.
      if (keyRef.current && draft.current) keyRef.current.value = draft.current.key
      return
    }
    event.preventDefault()
    setClientErrors(result.fieldErrors)
    const first = CONTACT_FIELDS.find((field) => result.fieldErrors[field])
    if (first) document.getElementById(`contact-${first}`)?.focus()
  }

  // Once errors are showing, each edit re-checks them so a fixed field stops being flagged.
  function handleInput() {
    if (formRef.current) keepDraft(formRef.current)
    if (!clientErrors || !formRef.current) return
    const result = parseContact(readContactForm(new FormData(formRef.current)))
    const remaining: ContactFieldErrors = {}
    if (!result.ok) {
      for (const field of CONTACT_FIELDS) {
        if (clientErrors[field] && result.fieldErrors[field]) remaining[field] = result.fieldErrors[field]
      }
    }
    setClientErrors(remaining)
  }

  const fieldProps = (field: ContactField) => {
    const error = errors[field]
    return {
      id: `contact-${field}`,
      name: field,
      required: true,
      disabled: isPending,
      defaultValue: values?.[field] ?? '',
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `contact-${field}-error` : undefined,
    }
  }

  return (
    <>
      <div className={className}>
        {heading}
        <form
          ref={formRef}
          action={isHydrated ? clientAction : serverAction}
          onSubmit={handleSubmit}
          onInput={handleInput}
          noValidate={isHydrated}
          className="relative flex flex-col gap-5"
        >
          <input type="hidden" name="lang" value={lang} />
          <input ref={keyRef} type="hidden" name={IDEMPOTENCY_FIELD} defaultValue="" />
          <Field id="contact-name" label={copy.name} error={errors.name && copy.errors[errors.name]}>
            <Input {...fieldProps('name')} autoComplete="name" maxLength={CONTACT_LIMITS.name} placeholder={copy.namePlaceholder} />
          </Field>
          <Field id="contact-email" label={copy.email} error={errors.email && copy.errors[errors.email]}>
            <Input
              {...fieldProps('email')}
              type="email"
              autoComplete="email"
              maxLength={CONTACT_LIMITS.email}
              placeholder={copy.emailPlaceholder}
            />
          </Field>
          <Field id="contact-message" label={copy.message} error={errors.message && copy.errors[errors.message]}>
            <Textarea
              {...fieldProps('message')}
              rows={6}
              minLength={CONTACT_LIMITS.messageMin}
              maxLength={CONTACT_LIMITS.messageMax}
              placeholder={copy.messagePlaceholder}
            />
          </Field>
          {/* Off-screen rather than display:none, which some bots skip; hidden from people and screen readers. */}
          <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
            <label htmlFor={`contact-${HONEYPOT_FIELD}`}>{copy.honeypot}</label>
            <input id={`contact-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>

          {failure ? (
            <p role="alert" className="rounded-xl border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm text-destructive">
              {failure}
            </p>
          ) : null}

          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <button type="submit" disabled={isPending} className={cx(buttonClasses('primary', 'lg'), 'shrink-0 whitespace-nowrap')}>
              {isPending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Send aria-hidden="true" className="size-4" />}
              {isPending ? copy.sending : copy.submit}
            </button>
            {children}
          </div>
        </form>
      </div>

      <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-end sm:inset-x-auto sm:right-6 sm:bottom-6">
        {showSuccess ? (
          <Card className="pointer-events-auto flex w-full max-w-sm items-start gap-3 p-4 text-foreground shade-lg">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="flex-1">
              <p className="font-semibold">{copy.success.title}</p>
              <p className="mt-1 text-sm text-muted-foreground">{copy.success.body}</p>
            </div>
            <button
              type="button"
              onClick={() => setDismissed(state)}
              className="rounded-full p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">{copy.dismiss}</span>
            </button>
          </Card>
        ) : null}
      </div>
    </>
  )
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string | false; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}
