import type { ContactErrorKey } from '@/lib/contact/schema'
import type { ContactFailure } from '@/lib/contact/state'

/** The contact section (home page and /contact) and its form. */
export const contact = {
  section: {
    eyebrow: 'Contact',
    heading: 'Start your project with us',
    intro:
      'A website to build, a brand to sharpen, traffic to grow? Tell us in a few lines: a project lead reads every message.',
    detailsHeading: 'Reach us directly',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    addressLabel: 'Studio',
    responseTime: 'We reply within one business day, Monday to Friday, 9 am to 6 pm (Paris time).',
  },
  form: {
    heading: 'Send us a message',
    name: 'Name',
    email: 'Email',
    message: 'Message',
    namePlaceholder: 'Jane Smith',
    emailPlaceholder: 'jane@company.com',
    messagePlaceholder: 'Your project, your goals, your timing…',
    honeypot: 'Leave this field empty',
    submit: 'Send Message',
    sending: 'Sending…',
    privacyNote: 'Meridian Digital uses your details only to answer your message and, if you ask for one, to send you a proposal.',
    privacyLink: 'How we handle your data',
    dismiss: 'Close the notification',
    success: { title: 'Message Sent!', body: 'We will get back to you soon.' },
    errors: {
      nameRequired: 'Please enter your name.',
      nameTooLong: 'Your name can be at most 100 characters.',
      nameInvalid: 'Your name must fit on one line.',
      emailRequired: 'Please enter your email address.',
      emailInvalid: 'Please enter a valid email address, like name@company.com.',
      emailTooLong: 'This email address is too long.',
      messageRequired: 'Please write a message.',
      messageTooShort: 'Your message needs at least 10 characters.',
      messageTooLong: 'Your message can be at most 5,000 characters.',
    } satisfies Record<ContactErrorKey, string>,
    failures: {
      invalid: 'Your message was not sent: please check the highlighted fields.',
      rateLimited:
        'You have sent several messages in a short time. Please wait a few minutes before trying again, or email us directly.',
      deliveryFailed:
        'Your message could not be sent right now. Your text is still here: please try again in a moment, or email us directly.',
    } satisfies Record<ContactFailure, string>,
  },
}
