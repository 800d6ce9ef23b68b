import { redirect } from 'next/navigation'
import { readLang } from '@/lib/i18n/params'
import { pagePath } from '@/lib/i18n/paths'

type Props = { params: Promise<{ lang: string; slug: string }> }

/** Posts arrive with the blog issue; until then every slug is a missing post (CONTRACT §4). */
export default async function BlogPostPage({ params }: Props) {
  const lang = await readLang(params)
  redirect(pagePath(lang, 'blog'))
}
