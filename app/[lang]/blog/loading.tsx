import { Container } from '@/components/ui/container'
import { PostCardSkeletons } from '@/components/blog/post-card-skeleton'

/** The lists' loading state (blog, pages, tags, categories): six skeleton cards. */
export default function BlogLoading() {
  return (
    <Container className="py-16">
      <PostCardSkeletons />
    </Container>
  )
}
