import { Img } from '@/components/ui/Img'
import type { ImageRef } from '@/server/data/media'

/**
 * A page's main picture, usually its largest paint: fetched first and eagerly, at the width the layout gives
 * it (`sizes`). Nothing when the page has none.
 */
export function LeadImage({
  image,
  sizes,
  className = '',
}: {
  image: ImageRef | null
  sizes: string
  className?: string
}) {
  if (!image) return null
  return (
    <Img
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="eager"
      fetchPriority="high"
      sizes={sizes}
      className={`h-auto w-full rounded-2xl ${className}`.trim()}
    />
  )
}
