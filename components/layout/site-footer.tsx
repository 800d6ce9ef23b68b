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
    // Its ~20 links' look is set once here rather than on each of them. Below most pages' first
    // screen, it is drawn as it comes near (`.drawn-near`, kit.css).
    <footer className="drawn-near border-t border-border bg-muted [&_a]:underline-offset-4 [&_a:hover]:text-foreground [&_a:hover]:underline">
      <Container className="grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="brand">
            <Logo />
            {siteName}
          </p>
          <p className="mt-4 text-sm leading-6 text-muted-foreground">{copy.footer.tagline}</p>
          <ul aria-label={copy.footer.follow} className="mt-6 flex gap-3 text-sm">
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
          <h2 className="text-sm font-semibold">{copy.footer.contact}</h2>
          <address className="mt-4 grid gap-2 text-sm leading-6 text-muted-foreground not-italic">
            <p>
              {contact.addressLines.map((line) => (
                <span key={line} className="block">{line}</span>
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
      <div className="border-t border-border">
        <Container className="flex flex-col gap-4 py-6 text-sm text-muted-foreground md:flex-row md:items-center md:justify-between">
          <p>{copy.footer.rights(year, siteName)}</p>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
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
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="mt-4 grid gap-2 text-sm text-muted-foreground">
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
