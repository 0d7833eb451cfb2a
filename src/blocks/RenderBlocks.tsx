import { BannerBlock } from './Banner/Component'
import { CallToActionBlock } from './CallToAction/Component'
import { FaqBlock } from './Faq/Component'
import { ImageBlock } from './Image/Component'
import { ProductListBlock } from './ProductList/Component'
import { RichTextBlock } from './RichText/Component'
import type { PageBlockView } from '@/server/content/pages'

/** A page's blocks in staff order, each by its own component. */
export function RenderBlocks({ blocks }: { blocks: PageBlockView[] }) {
  return blocks.map((block) => {
    switch (block.blockType) {
      case 'richText':
        return <RichTextBlock key={block.id} block={block} />
      case 'image':
        return <ImageBlock key={block.id} block={block} />
      case 'banner':
        return <BannerBlock key={block.id} block={block} />
      case 'productList':
        return <ProductListBlock key={block.id} block={block} />
      case 'callToAction':
        return <CallToActionBlock key={block.id} block={block} />
      case 'faq':
        return <FaqBlock key={block.id} block={block} />
    }
  })
}
