import { draftMode } from 'next/headers'
import { CONTENTFUL_LOCALES } from '@/lib/contentful/locales'
import { readLang } from '@/lib/i18n/params'
import { LivePreviewLoader } from './_components/live-preview-loader'

type Props = { children: React.ReactNode; params: Promise<{ lang: string }> }

/**
 * Every blog page (list, post, tag, category) in draft mode loads Contentful's Live Preview
 * SDK; visitors' pages render only their children. One layout, so moving between blog pages in
 * the pane keeps the SDK connected.
 */
export default async function BlogLayout({ children, params }: Props) {
  const lang = await readLang(params)
  const { isEnabled } = await draftMode()
  return (
    <>
      {children}
      {isEnabled ? <LivePreviewLoader locale={CONTENTFUL_LOCALES[lang]} /> : null}
    </>
  )
}
