import { FaqList } from '@/components/content/FaqList'
import type { PageBlockView } from '@/server/content/pages'

export function FaqBlock({
  block: { topic, faqs },
}: {
  block: Extract<PageBlockView, { blockType: 'faq' }>
}) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-bold">Pertanyaan umum: {topic}</h2>
      <FaqList faqs={faqs} className="mt-4" />
    </section>
  )
}
