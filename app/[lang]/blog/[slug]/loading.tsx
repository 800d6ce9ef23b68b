import { PostSkeleton } from '@/components/blog/post-skeleton'

/**
 * A post's loading state: a spinner over the shape of an article. Its own boundary, so a post's
 * static page carries this small placeholder, not the list's six cards.
 */
export default function PostLoading() {
  return <PostSkeleton />
}
