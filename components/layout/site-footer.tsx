import { Container } from '@/components/ui/container'
import { Link } from '@/components/ui/link'
import type { Dictionary } from '@/lib/i18n/dictionaries'
import type { Lang } from '@/lib/i18n/locales'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import type { NavLink } from './nav-types'

type Contact = {
  email: string
  phone: string
  phoneHref: string
  addressLines: string[]
  social: NavLink[]
}

type Props = {
  otherLang: Lang
  copy: Dictionary['common']
  siteName: string
  year: number
  quickLinks: NavLink[]
  serviceAnchors: NavLink[]
  legal: NavLink[]
  contact: Contact
}

export function SiteFooter(props: Props) {
  const { otherLang, copy, siteName, year, quickLinks, serviceAnchors, legal, contact } = props
  return (
    // Its parts' look, links included, is `.site-footer` in layout.css.
    <footer className="site-footer">
      <Container>
        <div>
          <p className="brand">
            <Logo />
            {siteName}
          </p>
          <p className="footer-tagline">{copy.footer.tagline}</p>
          <ul aria-label={copy.footer.follow}>
            {contact.social.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn title={copy.footer.quickLinks} links={quickLinks} />
        <FooterColumn title={copy.footer.services} links={serviceAnchors} />
        <div>
          <h2>{copy.footer.contact}</h2>
          <address>
            <p>
              {contact.addressLines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </p>
            <p>
              <a href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </p>
            <p>
              <a href={contact.phoneHref}>
                {contact.phone}
              </a>
            </p>
          </address>
        </div>
      </Container>
      <div>
        <Container>
          <p>{copy.footer.rights(year, siteName)}</p>
          <div>
            {legal.map((link) => (
              <Link key={link.href} href={link.href}>
                {link.label}
              </Link>
            ))}
            <span className="flex items-center gap-1">
              <span aria-hidden>{copy.footer.language}</span>
              <LanguageSwitch
                target={otherLang}
                title={copy.language.switchTo}
                label={copy.footer.languageShort}
                className="px-2 py-1"
              />
            </span>
          </div>
        </Container>
      </div>
    </footer>
  )
}

function FooterColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
