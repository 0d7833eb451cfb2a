import { LinkButton } from '@/components/ui/Button'
import type { PageBlockView } from '@/server/content/pages'

export function CallToActionBlock({
  block: { heading, text, label, url },
}: {
  block: Extract<PageBlockView, { blockType: 'callToAction' }>
}) {
  return (
    <section className="mt-10 flex flex-col items-start gap-3 rounded-2xl bg-brand-50 p-6 medium:flex-row medium:items-center medium:justify-between">
      <div>
        <h2 className="text-xl font-bold">{heading}</h2>
        {text && <p className="mt-1 text-muted">{text}</p>}
      </div>
      <LinkButton href={url}>{label}</LinkButton>
    </section>
  )
}
