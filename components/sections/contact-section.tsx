import type { ReactNode } from 'react'
import { cx } from '@/lib/cx'
import { Clock, Mail, MapPin, Phone } from '@/components/ui/icons'
import type { ContactDetails } from '@/lib/contact/details'
import type { ContactAction } from '@/lib/contact/state'
import type { Dictionary } from '@/lib/i18n/dictionaries'
import type { Lang } from '@/lib/i18n/locales'
import { Eyebrow } from '@/components/ui/eyebrow'
import { Link } from '@/components/ui/link'
import { ContactForm } from './contact-form'
import { SMALL_ICON_TILE } from './icon-tile'
import { SECTION_LEDE, SECTION_TITLE } from './section-heading'

type Props = {
  lang: Lang
  copy: Dictionary['contact']
  contact: ContactDetails
  send: ContactAction
  /** The contact page already has the page header: it hides the section's own heading and intro. */
  showHeading?: boolean
  /** At the foot of the home page, which no first screen reaches: styled by the whole stylesheet
      (`.styled-late`, kit.css), and its columns drawn as they come near (`.drawn-near`). */
  belowFold?: boolean
}

/**
 * Contact details and the form. Home page: `<ContactSection lang={lang} copy={dict.contact}
 * contact={getContactDetails(lang)} send={sendContactMessage} />`; `#contact` links land here.
 */
export function ContactSection({ lang, copy, contact, send, showHeading = true, belowFold = false }: Props) {
  const { section } = copy
  // The form gets only the words it renders; its heading and privacy note are drawn here.
  const { heading: formHeading, privacyNote, privacyLink, ...formCopy } = copy.form
  // Without the section's h2, the two column headings sit right under the page's h1.
  const Subheading = showHeading ? 'h3' : 'h2'
  // The columns, not the section: the form's toast is `position: fixed`, and a `content-visibility`
  // box would be what it is placed in. About a fifth of a phone's first frame on the home page.
  const drawnNear = belowFold && 'drawn-near'
  return (
    <section id="contact" aria-labelledby={showHeading ? 'contact-heading' : undefined} className={cx('scroll-mt-20 py-20 sm:py-24', belowFold && 'styled-late')}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        {showHeading ? (
          <div className="mx-auto max-w-2xl text-center">
            <Eyebrow>{section.eyebrow}</Eyebrow>
            <h2 id="contact-heading" className={`mt-3 ${SECTION_TITLE}`}>
              {section.heading}
            </h2>
            <p className={`mt-4 leading-8 ${SECTION_LEDE}`}>{section.intro}</p>
          </div>
        ) : null}

        <div className={showHeading ? 'mt-14 grid gap-10 lg:grid-cols-5' : 'grid gap-10 lg:grid-cols-5'}>
          <div className={cx('lg:col-span-2', drawnNear)}>
            <Subheading className="text-xl font-semibold">{section.detailsHeading}</Subheading>
            <dl className="mt-6 flex flex-col gap-6">
              <Detail icon={<Mail className="size-5" />} label={section.emailLabel}>
                <a href={`mailto:${contact.email}`} className={DETAIL_LINK}>
                  {contact.email}
                </a>
              </Detail>
              <Detail icon={<Phone className="size-5" />} label={section.phoneLabel}>
                <a href={contact.phoneHref} className={DETAIL_LINK}>
                  {contact.phone}
                </a>
              </Detail>
              <Detail icon={<MapPin className="size-5" />} label={section.addressLabel}>
                <address className="not-italic">
                  {contact.addressLines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </Detail>
            </dl>
            <p className="mt-8 flex gap-3 rounded-2xl bg-accent p-4 text-sm leading-6 text-accent-foreground">
              <Clock className="mt-0.5 size-5 shrink-0" />
              {section.responseTime}
            </p>
          </div>

          <ContactForm
            lang={lang}
            copy={formCopy}
            send={send}
            heading={<Subheading className="mb-6 text-xl font-semibold">{formHeading}</Subheading>}
            className={cx('rounded-3xl border border-border bg-card p-6 shade-sm sm:p-8 lg:col-span-3', drawnNear)}
          >
            <p className="text-sm text-muted-foreground">
              {privacyNote}{' '}
              <Link href={contact.privacyHref} className="font-medium text-foreground underline underline-offset-4 hover:text-primary">
                {privacyLink}
              </Link>
            </p>
          </ContactForm>
        </div>
      </div>
    </section>
  )
}

const DETAIL_LINK = 'hover:text-primary hover:underline'

/** One term and its value; the icon sits inside the <dt>, as a <dl> may only hold <div>s of <dt>/<dd>. */
function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-11 pl-15">
      <dt className="text-sm font-medium text-muted-foreground">
        <span aria-hidden="true" className={`absolute top-0 left-0 ${SMALL_ICON_TILE}`}>
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 text-base font-medium">{children}</dd>
    </div>
  )
}
