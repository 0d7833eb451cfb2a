import Image from 'next/image'
import Link from 'next/link'

import { ProductCard } from '../catalog/ProductCard'
import { RichContent } from '../content/RichContent'
import { FaqList } from '../content/FaqList'
import { LinkButton } from '../ui/Button'
import { ShareButtons } from '../ui/ShareButtons'
import { enabledProductViews } from '@/server/catalog/product-view'
import { populated } from '@/server/content/relation'
import { imageRef } from '@/server/content/media'
import { getFaqsByTopic } from '@/server/content/pages'
import type { Page } from '@/payload-types'

async function FaqBlock({ topic }: { topic: string }) {
  const faqs = await getFaqsByTopic(topic)
  return faqs.length ? <section className="mt-10"><h2 className="text-2xl font-bold">Pertanyaan umum: {topic}</h2><FaqList faqs={faqs} className="mt-4" /></section> : null
}

/** A page composed from blocks in the back-office: text, image, banner, products, call to action, FAQ. */
export function CmsPage({ page, bare = false }: { page: Page; bare?: boolean }) {
  const hero = imageRef(page.hero)
  return (
    <main id="main" className={bare ? 'px-4 py-6' : 'container pb-8'}>
      <div className="grid items-center gap-6 large:grid-cols-2">
        <div>
          <h1 className="text-3xl font-extrabold large:text-4xl">{page.title}</h1>
          {page.intro && <p className="mt-3 text-lg text-muted">{page.intro}</p>}
          {!bare && <div className="mt-5"><ShareButtons title={page.title} path={`/${page.slug}`} /></div>}
        </div>
        {hero && <Image src={hero.url} alt={hero.alt} width={hero.width} height={hero.height} loading="eager" fetchPriority="high" sizes="(min-width: 1251px) 50vw, 100vw" className="h-auto w-full rounded-2xl" />}
      </div>
      {(page.layout ?? []).map((block) => {
        switch (block.blockType) {
          case 'richText':
            return <RichContent key={block.id} data={block.content} className="mt-8 max-w-3xl" />
          case 'image': {
            const img = imageRef(block.image)
            return img ? (
              <figure key={block.id} className="mt-8">
                <Image src={img.url} alt={img.alt} width={img.width} height={img.height} sizes="(min-width: 1280px) 1248px, 100vw" className="h-auto w-full rounded-2xl" />
                {block.caption && <figcaption className="mt-2 text-sm text-muted">{block.caption}</figcaption>}
              </figure>
            ) : null
          }
          case 'banner': {
            const banner = populated(block.banner)
            const img = imageRef(banner?.img_main)
            return banner && img && banner.is_enabled !== false ? (
              <Link key={block.id} href={banner.url_link ?? '/'} className="mt-8 block overflow-hidden rounded-2xl">
                <Image src={img.url} alt={banner.title} width={img.width} height={img.height} sizes="100vw" className="h-auto w-full" />
              </Link>
            ) : null
          }
          case 'productList': {
            const products = enabledProductViews(block.products)
            return (
              <section key={block.id} className="mt-10">
                {block.title && <h2 className="text-2xl font-bold">{block.title}</h2>}
                <ul className="mt-4 grid grid-cols-2 gap-3 medium:grid-cols-3 large:grid-cols-5">
                  {products.map((p) => <li key={p.id}><ProductCard product={p} /></li>)}
                </ul>
              </section>
            )
          }
          case 'callToAction':
            return (
              <section key={block.id} className="mt-10 flex flex-col items-start gap-3 rounded-2xl bg-brand-50 p-6 medium:flex-row medium:items-center medium:justify-between">
                <div>
                  <h2 className="text-xl font-bold">{block.heading}</h2>
                  {block.text && <p className="mt-1 text-muted">{block.text}</p>}
                </div>
                <LinkButton href={block.url}>{block.label}</LinkButton>
              </section>
            )
          case 'faq':
            return <FaqBlock key={block.id} topic={block.topic} />
          default:
            return null
        }
      })}
    </main>
  )
}
