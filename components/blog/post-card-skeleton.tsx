import { Card } from '@/components/ui/card'

/** The contract's number of skeleton cards while a list loads. */
const SKELETON_CARDS = 6

/** The loading state of the list: placeholder cards in the shape of post cards (skeletons.css). */
export function PostCardSkeletons() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <Card key={i} data-testid="post-skeleton" className="skeleton-card" />
      ))}
    </div>
  )
}
