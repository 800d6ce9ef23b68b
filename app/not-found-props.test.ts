import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { LOCALES } from '@/lib/i18n/locales'
import { NotFoundView } from '@/components/layout/not-found-view'
import { notFoundProps } from './not-found-props'

describe('notFoundProps', () => {
  for (const lang of LOCALES) {
    it(`holds only what the ${lang} 404 view shows, all of which it shows`, () => {
      const props = notFoundProps(lang)
      expect(Object.keys(props.copy).sort()).toEqual(['body', 'contact', 'eyebrow', 'heading', 'home'])
      expect(props).toMatchObject({ homeHref: `/${lang}`, contactHref: `/${lang}/contact` })
      const html = renderToStaticMarkup(createElement(NotFoundView, props))
      for (const text of Object.values(props.copy)) expect(html).toContain(text)
      expect(html).not.toContain(getDictionary(lang).common.notFound.meta.description)
    })
  }
})
