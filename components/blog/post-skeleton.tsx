import { Container } from '@/components/ui/container'
import { Loader2 } from '@/components/ui/icons'

/** A post's loading state: a spinner over the shape of an article (skeletons.css). */
export function PostSkeleton() {
  return (
    <Container className="max-w-3xl py-16" aria-busy="true" data-testid="post-loading">
      <Loader2 aria-hidden="true" className="mx-auto mb-8 size-8 animate-spin text-muted-foreground" />
      <div className="skeleton-article">
        <div className="skeleton-lines" />
      </div>
    </Container>
  )
}
