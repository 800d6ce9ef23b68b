import type { ErrorPageCopy } from '@/lib/i18n/error-copy'
import { ButtonLink } from '@/components/ui/button-link'
import { buttonClasses } from '@/components/ui/button-classes'
import { RotateCw } from '@/components/ui/icons'
import { MessageView } from './message-view'

type Props = { copy: ErrorPageCopy; homeHref: string; onRetry: () => void }

/** The body of the error boundaries: what happened, a retry, and the way home. */
export function ErrorView({ copy, homeHref, onRetry }: Props) {
  return (
    <MessageView eyebrow={copy.eyebrow} heading={copy.heading} body={copy.body}>
      <button type="button" className={buttonClasses('primary')} onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden />
        {copy.retry}
      </button>
      <ButtonLink href={homeHref} variant="outline">
        {copy.home}
      </ButtonLink>
    </MessageView>
  )
}
