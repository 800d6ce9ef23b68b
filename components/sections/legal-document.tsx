import type { ReactNode } from 'react'
import type { LegalBlock, LegalDocument as LegalDocumentData } from '@/lib/legal'
import { slugify } from '@/lib/slugify'
import { Eyebrow } from '@/components/ui/eyebrow'

type Props = { document: LegalDocumentData; updated: string; contentsLabel: string }

/** A privacy policy or legal notice: contents list, then numbered h2 sections and h3 subsections. */
export function LegalDocument({ document, updated, contentsLabel }: Props) {
  const sections = document.sections.map((section) => ({ ...section, id: slugify(section.heading) }))
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
      <p className="text-sm text-muted-foreground">{updated}</p>
      <div className="mt-6 flex flex-col gap-4 text-lg leading-8 text-pretty">
        {document.intro.map((paragraph) => (
          <p key={paragraph}>{linkify(paragraph)}</p>
        ))}
      </div>

      <nav aria-label={contentsLabel} className="mt-10 rounded-2xl border border-border bg-muted p-6">
        <Eyebrow as="h2" tone="muted">{contentsLabel}</Eyebrow>
        <ol className="mt-4 list-decimal grid gap-2 pl-5 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="hover:text-primary hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-12">
          <h2 id={section.id} className="scroll-mt-24 text-2xl font-bold tracking-tight">
            {index + 1}. {section.heading}
          </h2>
          <Block block={section} />
          {section.subsections?.map((sub) => (
            <div key={sub.heading} className="mt-8">
              <h3 className="text-lg font-semibold">{sub.heading}</h3>
              <Block block={sub} />
            </div>
          ))}
        </section>
      ))}
    </article>
  )
}

function Block({ block }: { block: LegalBlock }) {
  return (
    <>
      {block.paragraphs?.map((paragraph) => (
        <p key={paragraph} className="mt-4 leading-7 text-pretty text-muted-foreground">
          {linkify(paragraph)}
        </p>
      ))}
      {block.items ? (
        <ul className="mt-4 list-disc grid gap-2 pl-6 leading-7 text-muted-foreground marker-primary">
          {block.items.map((item) => (
            <li key={item}>{linkify(item)}</li>
          ))}
        </ul>
      ) : null}
    </>
  )
}

const LINKABLE = /(https:\/\/[^\s,;)]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g

/** Email addresses and https URLs in the copy become links; the copy stays plain strings. */
function linkify(text: string): ReactNode[] {
  return text.split(LINKABLE).map((part, index) => {
    if (index % 2 === 0) return part
    const href = part.startsWith('https://') ? part : `mailto:${part}`
    return (
      <a key={index} href={href} className="font-medium text-foreground underline underline-offset-4 hover:text-primary">
        {part}
      </a>
    )
  })
}

