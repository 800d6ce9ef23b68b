import type { ReactNode } from 'react'
import { Clock, Mail, MapPin, Phone } from '@/components/ui/icons'
import type { ContactDetails } from '@/lib/contact/details'
import type { ContactAction } from '@/lib/contact/state'
import type { Dictionary } from '@/lib/i18n/dictionaries'
import type { Lang } from '@/lib/i18n/locales'
import { Eyebrow } from '@/components/ui/eyebrow'
import { ContactForm } from './contact-form'

type Props = {
  lang: Lang
  copy: Dictionary['contact']
  contact: ContactDetails
  send: ContactAction
  /** The contact page already has the page header: it hides the section's own heading and intro. */
  showHeading?: boolean
}

/**
 * Contact details and the form. Home page: `<ContactSection lang={lang} copy={dict.contact}
 * contact={getContactDetails(lang)} send={sendContactMessage} />`; `#contact` links land here.
 */
export function ContactSection({ lang, copy, contact, send, showHeading = true }: Props) {
  const { section } = copy
  // Without the section's h2, the two column headings sit right under the page's h1.
  const Subheading = showHeading ? 'h3' : 'h2'
  // The parts' look is `.contact-section` in sections.css.
  return (
    <section id="contact" aria-labelledby={showHeading ? 'contact-heading' : undefined} className="contact-section">
      <div>
        {showHeading ? (
          <div className="contact-intro">
            <Eyebrow>{section.eyebrow}</Eyebrow>
            <h2 id="contact-heading">{section.heading}</h2>
            <p>{section.intro}</p>
          </div>
        ) : null}

        <div className="contact-grid">
          <div>
            <Subheading>{section.detailsHeading}</Subheading>
            <dl>
              <Detail icon={<Mail />} label={section.emailLabel}>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </Detail>
              <Detail icon={<Phone />} label={section.phoneLabel}>
                <a href={contact.phoneHref}>{contact.phone}</a>
              </Detail>
              <Detail icon={<MapPin />} label={section.addressLabel}>
                <address>
                  {contact.addressLines.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
              </Detail>
            </dl>
            <p>
              <Clock />
              {section.responseTime}
            </p>
          </div>

          <div>
            <Subheading>{copy.form.heading}</Subheading>
            <ContactForm lang={lang} copy={copy.form} privacyHref={contact.privacyHref} send={send} />
          </div>
        </div>
      </div>
    </section>
  )
}

/** One term and its value; the icon sits inside the <dt>, as a <dl> may only hold <div>s of <dt>/<dd>. */
function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        <span aria-hidden="true" className="icon-tile">
          {icon}
        </span>
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  )
}
