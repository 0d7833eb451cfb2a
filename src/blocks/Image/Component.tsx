import { Img } from '@/components/ui/Img'
import type { PageBlockView } from '@/server/content/pages'

export function ImageBlock({
  block: { image, caption },
}: {
  block: Extract<PageBlockView, { blockType: 'image' }>
}) {
  return (
    <figure className="mt-8">
      <Img
        src={image.url}
        alt={image.alt}
        width={image.width}
        height={image.height}
        sizes="(min-width: 1280px) 1248px, 100vw"
        className="h-auto w-full rounded-2xl"
      />
      {caption && <figcaption className="mt-2 text-sm text-muted">{caption}</figcaption>}
    </figure>
  )
}
