import { Container } from '@/components/ui/container'
import { PostCardSkeletons } from '@/components/blog/post-card-skeleton'

export default function BlogLoading() {
  return (
    <Container className="py-16">
      <PostCardSkeletons />
    </Container>
  )
}
