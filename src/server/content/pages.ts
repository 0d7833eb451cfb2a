import type {
  BannerBlock,
  CallToActionBlock,
  FaqBlock,
  ImageBlock,
  Page,
  ProductListBlock,
  RichTextBlock,
} from '@/payload-types'
import { type ProductView, enabledProductViews } from '../catalog/product-view'
import { cachedRead } from '../cache'
import { productTags } from '../cache-tags'
import { findBySlug } from '../data/find'
import { type ImageRef, imageRef } from '../data/media'
import { populated } from '../data/relation'
import { getPayloadClient } from '../payload'

export type FaqView = { id: number; question: string; answer: string }

/** What each block of a page shows (src/blocks/<Name>/Component.tsx), its references already read. */
export type PageBlockView =
  | { blockType: 'richText'; id: string; content: RichTextBlock['content'] }
  | { blockType: 'image'; id: string; image: ImageRef; caption: string | null }
  | { blockType: 'banner'; id: string; title: string; href: string; image: ImageRef }
  | { blockType: 'productList'; id: string; title: string | null; products: ProductView[] }
  | {
      blockType: 'callToAction'
      id: string
      heading: string
      text: string | null
      label: string
      url: string
    }
  | { blockType: 'faq'; id: string; topic: string; faqs: FaqView[] }

export type PageView = {
  title: string
  slug: string
  path: string
  intro: string | null
  hero: ImageRef | null
  blocks: PageBlockView[]
}

/** The enabled FAQ of one topic, in staff order. */
async function faqsOfTopic(topic: string): Promise<FaqView[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'faqs',
    where: { and: [{ topic: { equals: topic } }, { is_enabled: { equals: true } }] },
    sort: ['sort', 'id'],
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((f) => ({ id: f.id, question: f.question, answer: f.answer }))
}

type StoredBlock = RichTextBlock | ImageBlock | BannerBlock | ProductListBlock | CallToActionBlock | FaqBlock

/**
 * A stored block as its component shows it; null when what it points at is gone or disabled (the block is
 * left out).
 */
async function toBlockView(block: StoredBlock, index: number): Promise<PageBlockView | null> {
  const id = block.id ?? `${block.blockType}-${index}`
  switch (block.blockType) {
    case 'richText':
      return { blockType: 'richText', id, content: block.content }
    case 'image': {
      const image = imageRef(block.image)
      return image && { blockType: 'image', id, image, caption: block.caption ?? null }
    }
    case 'banner': {
      const banner = populated(block.banner)
      const image = imageRef(banner?.img_main)
      return banner && image && banner.is_enabled !== false
        ? { blockType: 'banner', id, title: banner.title, href: banner.url_link ?? '/', image }
        : null
    }
    case 'productList':
      return {
        blockType: 'productList',
        id,
        title: block.title ?? null,
        products: enabledProductViews(block.products),
      }
    case 'callToAction':
      return {
        blockType: 'callToAction',
        id,
        heading: block.heading,
        text: block.text ?? null,
        label: block.label,
        url: block.url,
      }
    case 'faq': {
      const faqs = await faqsOfTopic(block.topic)
      return faqs.length ? { blockType: 'faq', id, topic: block.topic, faqs } : null
    }
  }
}

export async function toPageView(page: Page): Promise<PageView> {
  const blocks = await Promise.all((page.layout ?? []).map(toBlockView))
  return {
    title: page.title,
    slug: page.slug,
    path: `/${page.slug}`,
    intro: page.intro ?? null,
    hero: imageRef(page.hero),
    blocks: blocks.filter((b): b is PageBlockView => b !== null),
  }
}

/** An enabled page composed in the back-office, with what its blocks point at. */
export const getPageBySlug = cachedRead(
  'pages:by-slug',
  ['pages', 'banners', 'faqs', ...productTags],
  async (slug: string) => {
    if (!/^[a-z0-9][a-z0-9-_]*$/i.test(slug)) return null
    const page = await findBySlug('pages', slug, 2)
    return page && toPageView(page)
  },
)
