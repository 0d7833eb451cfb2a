import type { Block } from 'payload'

import { BannerBlock } from './Banner/config'
import { CallToActionBlock } from './CallToAction/config'
import { FaqBlock } from './Faq/config'
import { ImageBlock } from './Image/config'
import { ProductListBlock } from './ProductList/config'
import { RichTextBlock } from './RichText/config'

/**
 * The blocks staff compose pages from (the Pages collection's layout), each rendered by its Component.tsx.
 */
export const pageBlocks: Block[] = [
  RichTextBlock,
  ImageBlock,
  BannerBlock,
  ProductListBlock,
  CallToActionBlock,
  FaqBlock,
]
