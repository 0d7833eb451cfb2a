import { notFoundPage } from '@/components/layout/NotFoundPage'
import { ProductGrid } from '@/components/catalog/ProductGrid'
import { RichContent } from '@/components/content/RichContent'
import { JsonLd } from '@/components/ui/JsonLd'
import { ShareButtons } from '@/components/ui/ShareButtons'
import { formatDate } from '@/lib/format'
import { notFoundMetadata, seoMetadata, siteOrigin } from '@/server/seo/metadata'
import { readArticle, readArticleProducts } from '@/server/content/articles'
import { articleData } from '@/server/seo/structured-data'
import { LeadImage } from '@/components/content/LeadImage'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props) {
  const article = await readArticle((await params).slug)
  if (!article) return notFoundMetadata
  return seoMetadata(article.path, {
    title: article.title,
    description: article.excerpt,
    image: article.cover?.url,
  })
}

export default async function InspirationPage({ params }: Props) {
  const { slug } = await params
  const [article, products, origin] = await Promise.all([
    readArticle(slug),
    readArticleProducts(slug),
    siteOrigin(),
  ])
  if (!article) return notFoundPage()
  return (
    <main id="main" className="container pb-8">
      <article className="mx-auto max-w-4xl">
        {article.room && (
          <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">{article.room.name}</p>
        )}
        <h1 className="mt-1 text-3xl font-extrabold large:text-4xl">{article.title}</h1>
        <p className="mt-2 text-muted">
          {article.author && <>Oleh {article.author} · </>}
          <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
        </p>
        <div className="mt-4">
          <ShareButtons title={article.title} path={article.path} />
        </div>
        <LeadImage image={article.cover} sizes="(min-width: 1024px) 896px, 100vw" className="mt-6" />
        <p className="mt-6 text-lg font-medium">{article.excerpt}</p>
        <RichContent data={article.content} className="text-[1.0625rem] leading-relaxed" />
      </article>
      {products && products.products.length > 0 && (
        <section aria-labelledby="article-products" className="mt-12">
          <h2 id="article-products" className="mb-4 text-2xl font-bold">
            Produk dalam artikel ini
          </h2>
          <ProductGrid products={products.products} />
        </section>
      )}
      <JsonLd data={articleData(origin, article)} />
    </main>
  )
}
