import { PostCardSkeletons } from '@/components/blog/post-card-skeleton'

export default function BlogLoading() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <PostCardSkeletons />
    </div>
  )
}
