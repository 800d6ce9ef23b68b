import { Link } from '@/components/ui/link'
import type { Dictionary } from '@/lib/i18n/dictionaries'
import type { Lang } from '@/lib/i18n/locales'
import { ButtonLink } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'
import type { NavLink } from './nav-types'
import { ScrollHeader } from './scroll-header'
import { ServicesMenu } from './services-menu'
import { ThemeToggle } from './theme-toggle'

type Props = {
  otherLang: Lang
  copy: Dictionary['common']
  siteName: string
  homeHref: string
  links: { before: NavLink[]; after: NavLink[] }
  services: { all: NavLink; items: NavLink[] }
  cta: NavLink
}

export function SiteHeader({ otherLang, copy, siteName, homeHref, links, services, cta }: Props) {
  const languageSwitch = <LanguageSwitch target={otherLang} title={copy.language.switchTo} />
  const themeToggle = <ThemeToggle label={copy.theme.toggle} />
  return (
    <ScrollHeader>
      <a href="#main" className="skip-link">
        {copy.skipToContent}
      </a>
      <Container className="flex h-16 items-center justify-between gap-4">
        <Link href={homeHref} className="brand tracking-tight">
          <Logo />
          <span>{siteName}</span>
        </Link>
        <nav aria-label={copy.nav.label} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.before.map((link) => (
              <HeaderLink key={link.href} link={link} />
            ))}
            <li>
              <ServicesMenu label={copy.nav.services} allServices={services.all} services={services.items} />
            </li>
            {links.after.map((link) => (
              <HeaderLink key={link.href} link={link} />
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <div className="hidden items-center gap-1 lg:flex">
            {languageSwitch}
            {themeToggle}
            <ButtonLink href={cta.href} size="sm" className="ml-2">
              {cta.label}
            </ButtonLink>
          </div>
          <MobileMenu
            openLabel={copy.nav.openMenu}
            closeLabel={copy.nav.closeMenu}
            title={copy.nav.mobileMenu}
            links={[...links.before, services.all, ...links.after]}
            services={{ label: copy.nav.services, links: services.items }}
            cta={cta}
            footer={
              <>
                {languageSwitch}
                {themeToggle}
              </>
            }
          />
        </div>
      </Container>
    </ScrollHeader>
  )
}

/** One item of the desktop navigation list, the <li> included. */
function HeaderLink({ link }: { link: NavLink }) {
  return (
    <li>
      <Link href={link.href} className="nav-link">
        {link.label}
      </Link>
    </li>
  )
}
