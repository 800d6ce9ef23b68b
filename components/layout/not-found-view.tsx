import type { Dictionary } from '@/lib/i18n/dictionaries'
import { ButtonLink } from '@/components/ui/button-link'
import { MessageView } from './message-view'

/** What the view renders of the 404 copy: not its `meta`, which only the page's head reads. */
export type NotFoundCopy = Omit<Dictionary['common']['notFound'], 'meta'>
export type NotFoundViewProps = { copy: NotFoundCopy; homeHref: string; contactHref: string }

/** The 404 page's body: what happened, and the way home or to a person. */
export function NotFoundView({ copy, homeHref, contactHref }: NotFoundViewProps) {
  return (
    <MessageView eyebrow={copy.eyebrow} heading={copy.heading} body={copy.body}>
      <ButtonLink href={homeHref}>{copy.home}</ButtonLink>
      <ButtonLink href={contactHref} variant="outline">
        {copy.contact}
      </ButtonLink>
    </MessageView>
  )
}
