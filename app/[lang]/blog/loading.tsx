import { Container } from '@/components/ui/container'
import { PostCardSkeletons } from '@/components/blog/post-card-skeleton'

export default function BlogLoading() {
  return (
    <Container className="py-16">
      {/* One row, what the screen shows first: every skeleton card is also sent in each blog page's payload. */}
      <PostCardSkeletons count={3} />
    </Container>
  )
}
