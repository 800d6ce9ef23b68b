import type { ContactFieldErrors, ContactValues } from './schema'

/** What the form shows after a submission: kept apart from the 'use server' module, which may only export functions. */
export type ContactFailure = 'invalid' | 'rateLimited' | 'deliveryFailed'

export type ContactState = {
  status: 'idle' | 'success' | 'error'
  message?: ContactFailure
  fieldErrors?: ContactFieldErrors
  values?: ContactValues
}

export const INITIAL_CONTACT_STATE: ContactState = { status: 'idle' }

/** The server action's signature (lib/contact/action.ts): app/ hands it to the form as a prop. */
export type ContactAction = (previous: ContactState, form: FormData) => Promise<ContactState>
