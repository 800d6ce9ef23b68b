import { Card } from '@/components/ui/card'

/** The loading state of the list: placeholder cards in the shape of post cards (skeletons.css). */
export function PostCardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} data-testid="post-skeleton" className="skeleton-card" />
      ))}
    </div>
  )
}
