import { exitPreview } from '@/server/preview/links'

export const GET = exitPreview
