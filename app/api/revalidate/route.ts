import { handleRevalidate } from '@/lib/contentful/revalidate'

// Only POST is exported: Next answers any other method with 405.
export function POST(request: Request) {
  return handleRevalidate(request)
}
