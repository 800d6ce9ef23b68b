import type { ReactNode } from 'react'
import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer'
import { BLOCKS, INLINES, MARKS, type Block, type Document, type Inline } from '@contentful/rich-text-types'
import type { EmbeddedTarget } from '@/lib/blog/types'
import { Card } from '@/components/ui/card'
import { Image } from '@/components/ui/image'
import { Link } from '@/components/ui/link'

/** A post's body as the adapter hands it over: Contentful's rich-text JSON (lib/contentful/rich-text.ts). */
type Props = { document: Document; postHref: (slug: string) => string }

function target(node: Block | Inline): EmbeddedTarget | undefined {
  return node.data.target as EmbeddedTarget | undefined
}

function heading(level: 1 | 2 | 3 | 4 | 5 | 6) {
  const Tag = `h${level}` as const
  const render = (node: Block | Inline, children: ReactNode) => {
    const anchor = typeof node.data.anchor === 'string' ? node.data.anchor : undefined
    return <Tag id={anchor}>{children}</Tag>
  }
  return render
}

function isExternal(uri: string): boolean {
  return /^https?:\/\//i.test(uri)
}

/**
 * The post body: every node type and mark Contentful's rich text has, embedded targets already
 * reshaped. Its typography is `.rich-text` in rich-text.css; only the rare nodes (figures,
 * embedded posts, links) carry classes here.
 */
export function RichText({ document, postHref }: Props) {
  const options: Options = {
    renderMark: {
      [MARKS.BOLD]: (text) => <strong>{text}</strong>,
      [MARKS.ITALIC]: (text) => <em>{text}</em>,
      [MARKS.UNDERLINE]: (text) => <u>{text}</u>,
      [MARKS.CODE]: (text) => <code>{text}</code>,
      [MARKS.SUPERSCRIPT]: (text) => <sup>{text}</sup>,
      [MARKS.SUBSCRIPT]: (text) => <sub>{text}</sub>,
      [MARKS.STRIKETHROUGH]: (text) => <s>{text}</s>,
    },
    renderNode: {
      [BLOCKS.PARAGRAPH]: (_, children) => <p>{children}</p>,
      [BLOCKS.HEADING_1]: heading(1),
      [BLOCKS.HEADING_2]: heading(2),
      [BLOCKS.HEADING_3]: heading(3),
      [BLOCKS.HEADING_4]: heading(4),
      [BLOCKS.HEADING_5]: heading(5),
      [BLOCKS.HEADING_6]: heading(6),
      [BLOCKS.UL_LIST]: (_, children) => <ul>{children}</ul>,
      [BLOCKS.OL_LIST]: (_, children) => <ol>{children}</ol>,
      [BLOCKS.LIST_ITEM]: (_, children) => <li>{children}</li>,
      [BLOCKS.HR]: () => <hr />,
      [BLOCKS.QUOTE]: (_, children) => <blockquote>{children}</blockquote>,
      [BLOCKS.TABLE]: (_, children) => (
        <div className="my-6 overflow-x-auto">
          <table>
            <tbody>{children}</tbody>
          </table>
        </div>
      ),
      [BLOCKS.TABLE_ROW]: (_, children) => <tr>{children}</tr>,
      [BLOCKS.TABLE_HEADER_CELL]: (_, children) => <th>{children}</th>,
      [BLOCKS.TABLE_CELL]: (_, children) => <td>{children}</td>,
      [BLOCKS.EMBEDDED_ASSET]: (node) => {
        const t = target(node)
        if (t?.kind !== 'asset') return null
        return (
          <figure className="my-8">
            <Image src={t.image.url} alt={t.image.alt} width={t.image.width} height={t.image.height} sizes="(min-width: 768px) 48rem, 100vw" className="h-auto w-full rounded-xl" />
            {t.image.alt ? <figcaption className="mt-2 text-center text-sm text-muted-foreground">{t.image.alt}</figcaption> : null}
          </figure>
        )
      },
      [BLOCKS.EMBEDDED_ENTRY]: (node) => {
        const t = target(node)
        if (t?.kind !== 'post') return null
        return (
          <Card as="aside" className="my-8 p-5" data-testid="embedded-entry">
            <Link href={postHref(t.slug)} className="text-lg font-semibold text-primary hover:underline">
              {t.title}
            </Link>
            {t.excerpt ? <p className="mt-1 text-sm text-muted-foreground">{t.excerpt}</p> : null}
          </Card>
        )
      },
      [INLINES.EMBEDDED_ENTRY]: (node) => {
        const t = target(node)
        return t?.kind === 'post' ? <Link href={postHref(t.slug)} className="font-medium text-primary underline">{t.title}</Link> : null
      },
      [INLINES.ENTRY_HYPERLINK]: (node, children) => {
        const t = target(node)
        return t?.kind === 'post' ? <Link href={postHref(t.slug)} className="text-primary underline">{children}</Link> : <>{children}</>
      },
      [INLINES.ASSET_HYPERLINK]: (node, children) => {
        const t = target(node)
        return t?.kind === 'asset' ? <a href={t.image.url} className="text-primary underline">{children}</a> : <>{children}</>
      },
      [INLINES.HYPERLINK]: (node, children) => {
        const uri = typeof node.data.uri === 'string' ? node.data.uri : '#'
        return isExternal(uri) ? (
          <a href={uri} target="_blank" rel="noopener noreferrer" className="text-primary underline">
            {children}
          </a>
        ) : (
          <a href={uri} className="text-primary underline">{children}</a>
        )
      },
    },
  }
  return <div className="rich-text">{documentToReactComponents(document, options)}</div>
}
