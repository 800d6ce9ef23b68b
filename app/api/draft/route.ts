import { handleDraftEnable } from '@/lib/contentful/draft'

export function GET(request: Request) {
  return handleDraftEnable(request)
}
