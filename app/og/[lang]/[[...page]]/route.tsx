import { ImageResponse } from 'next/og'
import { isLang } from '@/lib/i18n/locales'
import { getShareCard, SHARE_CARD_SIZE, shareCardParams } from '@/lib/seo/share-card'
import { loadShareCardFonts } from '@/lib/seo/share-card-fonts'
import { ShareCardImage } from '@/components/seo/share-card-image'

// Every card is drawn once, at build time: a crawler's request is a static file.
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return shareCardParams()
}

type Context = { params: Promise<{ lang: string; page?: string[] }> }

export async function GET(_request: Request, { params }: Context) {
  const { lang, page = [] } = await params
  const card = isLang(lang) ? getShareCard(lang, page) : null
  if (!card) return new Response('Not Found', { status: 404 })
  return new ImageResponse(<ShareCardImage card={card} />, {
    ...SHARE_CARD_SIZE,
    fonts: await loadShareCardFonts(),
  })
}
