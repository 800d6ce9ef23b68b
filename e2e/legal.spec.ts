import { expect, test } from '@playwright/test'
import { siteConfig } from '../lib/site'

const PAGES = {
  en: {
    dpo: 'not appointed a data protection officer',
    lcen: 'Article 1-1 of French Law No. 2004-575',
    sren: 'Law No. 2024-449 of 21 May 2024',
    restriction: 'restrict its processing (Article 18)',
    queue: 'then 7 days at most',
    automated: 'no decision about you based solely on automated processing',
    privacy: { heading: 'Privacy policy', updated: 'Last updated: November 27, 2026' },
    terms: { heading: 'Terms of use and legal notice', updated: 'Last updated: November 27, 2026' },
  },
  fr: {
    dpo: 'pas désigné de délégué à la protection des données',
    lcen: 'l’article 1-1 de la loi n°\u00a02004-575',
    sren: 'loi n°\u00a02024-449 du 21\u00a0mai 2024',
    restriction: 'droit à la limitation du traitement (article 18)',
    queue: 'puis 7\u00a0jours au plus',
    automated: 'aucune décision fondée exclusivement sur un traitement automatisé',
    privacy: { heading: 'Politique de confidentialité', updated: 'Dernière mise à jour\u00a0: 27 novembre 2026' },
    terms: { heading: 'Conditions d’utilisation et mentions légales', updated: 'Dernière mise à jour\u00a0: 27 novembre 2026' },
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
    // Today's law and what the code keeps: art. 18 in its cases, the sending queue, the mail provider.
    await expect(main).toContainText(PAGES[lang].restriction)
    await expect(main).toContainText(PAGES[lang].queue)
    await expect(main).toContainText(siteConfig.mail.name)
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
      // LCEN art. 1-1 (SREN law, 2024): the host's telephone number.
      siteConfig.host.phone,
    ]) {
      await expect(main).toContainText(fact)
    }
    await expect(main).toContainText(PAGES[lang].dpo)
    // The publisher's obligations: LCEN article 1-1 since the SREN law of 21 May 2024, not article 6.
    await expect(main).toContainText(PAGES[lang].lcen)
    await expect(main).toContainText(PAGES[lang].sren)
  })
}
