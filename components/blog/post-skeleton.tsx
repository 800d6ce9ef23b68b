import { Container } from '@/components/ui/container'
import { Loader2 } from '@/components/ui/icons'

/** An article while it loads: a spinner over its shape, title, image and lines (skeletons.css). */
export function PostSkeleton() {
  return (
    <Container className="max-w-3xl py-16" aria-busy="true" data-testid="post-loading">
      <Loader2 aria-hidden="true" className="mx-auto mb-8 size-8 animate-spin text-muted-foreground" />
      <div className="skeleton-article">
        <div />
      </div>
    </Container>
  )
}
