import { SmartLink } from '@/components/ui/SmartLink'

import { Img } from '@/components/ui/Img'
import type { PageBlockView } from '@/server/content/pages'

export function BannerBlock({
  block: { title, href, image },
}: {
  block: Extract<PageBlockView, { blockType: 'banner' }>
}) {
  return (
    <SmartLink href={href} className="mt-8 block overflow-hidden rounded-2xl">
      <Img
        src={image.url}
        alt={title}
        width={image.width}
        height={image.height}
        sizes="100vw"
        className="h-auto w-full"
      />
    </SmartLink>
  )
}
