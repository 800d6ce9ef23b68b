import { Card } from '@/components/ui/card'

/** The loading state of the list: six placeholder cards, the shape of the cards they stand for. */
export function PostCardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} data-testid="post-skeleton" className="animate-pulse overflow-hidden">
          <div className="aspect-[1200/630] bg-muted" />
          <div className="space-y-3 p-5">
            <div className="h-5 w-3/4 rounded bg-muted" />
            <div className="h-4 w-full rounded bg-muted" />
            <div className="h-4 w-1/2 rounded bg-muted" />
          </div>
        </Card>
      ))}
    </div>
  )
}
