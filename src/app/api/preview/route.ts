import { startPreview } from '@/server/preview/links'

export const GET = startPreview
