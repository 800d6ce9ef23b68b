import { Container } from '@/components/ui/container'
import { AlertTriangle } from '@/components/ui/icons'
import { RetryButton } from './retry-button'

type Props = { copy: { title: string; description: string; retry: string }; detail?: string }

/**
 * The blog's error state, under the page's header: Contentful unreachable or misconfigured, and
 * nothing good to show.
 */
export function BlogError({ copy, detail }: Props) {
  return (
    <Container className="py-16">
      <div role="alert" className="mx-auto max-w-xl rounded-2xl border border-destructive/40 bg-card p-8 text-center">
        <AlertTriangle className="mx-auto size-10 text-destructive" aria-hidden />
        <h2 className="mt-4 text-2xl font-semibold">{copy.title}</h2>
        <p className="mt-2 text-muted-foreground">{copy.description}</p>
        {detail ? <p className="mt-2 font-mono text-xs text-muted-foreground">{detail}</p> : null}
        <div className="mt-6">
          <RetryButton label={copy.retry} />
        </div>
      </div>
    </Container>
  )
}
