import { expect, test } from '@playwright/test'
import { siteConfig } from '../lib/site'

const PAGES = {
  en: {
    dpo: 'not appointed a data protection officer',
    automated: 'no decision about you based solely on automated processing',
    privacy: { heading: 'Privacy policy', updated: 'Last updated: November 23, 2026' },
    terms: { heading: 'Terms of use and legal notice', updated: 'Last updated: November 23, 2026' },
  },
  fr: {
    dpo: 'pas désigné de délégué à la protection des données',
    automated: 'aucune décision fondée exclusivement sur un traitement automatisé',
    privacy: { heading: 'Politique de confidentialité', updated: 'Dernière mise à jour\u00a0: 23 novembre 2026' },
    terms: { heading: 'Conditions d’utilisation et mentions légales', updated: 'Dernière mise à jour\u00a0: 23 novembre 2026' },
  },
} as const

for (const lang of ['en', 'fr'] as const) {
  test(`${lang}: the privacy policy names the controller, the data collected, the rights and the CNIL`, async ({ page }) => {
    await page.goto(`/${lang}/privacy`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES[lang].privacy.heading)
    const main = page.getByRole('main')
    await expect(main).toContainText(PAGES[lang].privacy.updated)
    await expect(main).toContainText(siteConfig.company.legalName)
    await expect(main).toContainText(siteConfig.company.rcs)
    await expect(main).toContainText(siteConfig.address.street)
    await expect(main).toContainText('CNIL')
    // GDPR art. 13: whether a DPO is appointed (1.b) and whether automated decisions are made (2.f).
    await expect(main).toContainText(PAGES[lang].dpo)
    await expect(main).toContainText(PAGES[lang].automated)
    await expect(main).toContainText('NEXT_LOCALE')
    await expect(main).toContainText('Vercel Web Analytics')
    await expect(main.getByRole('link', { name: siteConfig.email }).first()).toHaveAttribute('href', `mailto:${siteConfig.email}`)
    await expect(main.getByRole('link', { name: 'https://www.cnil.fr' })).toHaveAttribute('href', 'https://www.cnil.fr')
    await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible()
  })

  test(`${lang}: the legal notice gives the publisher's identifiers and the host`, async ({ page }) => {
    await page.goto(`/${lang}/terms`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES[lang].terms.heading)
    const main = page.getByRole('main')
    await expect(main).toContainText(PAGES[lang].terms.updated)
    for (const fact of [
      siteConfig.company.legalName,
      siteConfig.company.shareCapital,
      siteConfig.company.rcs,
      siteConfig.company.vat,
      siteConfig.company.publicationDirector,
      siteConfig.address.street,
      siteConfig.phone,
      siteConfig.host.name,
      siteConfig.host.address,
      // LCEN art. 6: the host's telephone number.
      siteConfig.host.phone,
    ]) {
      await expect(main).toContainText(fact)
    }
    await expect(main).toContainText(PAGES[lang].dpo)
  })
}
