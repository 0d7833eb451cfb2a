import { RichContent } from '@/components/content/RichContent'
import type { PageBlockView } from '@/server/content/pages'

export function RichTextBlock({ block }: { block: Extract<PageBlockView, { blockType: 'richText' }> }) {
  return <RichContent data={block.content} className="mt-8 max-w-3xl" />
}
