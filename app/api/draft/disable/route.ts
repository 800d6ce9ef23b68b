import { handleDraftDisable } from '@/lib/contentful/draft'

export function GET(request: Request) {
  return handleDraftDisable(request)
}
