import { notFoundPage } from '@/components/layout/NotFoundPage'
import { SmartLink } from '@/components/ui/SmartLink'
import { ProductGrid } from '@/components/catalog/ProductGrid'
import { StaticPart } from '@/components/layout/StaticPart'
import { Card, CardGrid } from '@/components/content/Cards'
import { getRoomCategory, listRooms } from '@/server/content/rooms'
import { listingMetadata, notFoundMetadata } from '@/server/seo/metadata'
import { searchProducts } from '@/server/catalog/search'
import { Pagination, pageParam } from '@/components/ui/Pagination'
import { withQuery } from '@/lib/routes'

/** Products a page of the room's list shows (five rows of five at 1440 px). */
const PAGE_SIZE = 25
import { readArticles } from '@/server/content/articles'
import { LeadImage } from '@/components/content/LeadImage'

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ page?: string }> }

export async function generateMetadata({ params, searchParams }: Props) {
  const category = await getRoomCategory((await params).slug)
  if (!category) return notFoundMetadata
  const page = pageParam((await searchParams).page)
  return listingMetadata(
    category.path,
    { page },
    {
      title: page > 1 ? `${category.name} – halaman ${page}` : category.name,
      description: category.description ?? undefined,
      image: category.cover?.url,
    },
  )
}

export default async function RoomCategoryPage({ params, searchParams }: Props) {
  const category = await getRoomCategory((await params).slug)
  if (!category) return notFoundPage()
  const page = pageParam((await searchParams).page)
  const [rooms, articles, products] = await Promise.all([
    listRooms(category.id),
    readArticles(1, 3, category.slug),
    searchProducts({ q: '', room: category.slug, sort: 'best_seller', page, page_size: PAGE_SIZE }),
  ])
  return (
    <main id="main" className="container pb-8">
      <div className="grid items-center gap-6 large:grid-cols-2">
        <div>
          <h1 className="text-3xl font-extrabold large:text-4xl">{category.name}</h1>
          {category.description && <p className="mt-2 text-lg text-muted">{category.description}</p>}
        </div>
        <LeadImage image={category.cover} sizes="(min-width: 1251px) 50vw, 100vw" />
      </div>
      <section aria-labelledby="rc-products" className="mt-10">
        <div className="mb-4 flex items-end justify-between">
          <h2 id="rc-products" className="text-2xl font-bold">
            Produk untuk {category.name.toLowerCase()}
          </h2>
          <p className="text-sm text-muted">{products.total} produk</p>
        </div>
        <ProductGrid products={products.products} />
        <Pagination
          page={page}
          totalPages={products.total_page}
          href={(p) => withQuery(category.path, { page: p > 1 && p })}
        />
      </section>
      {rooms.length > 0 && (
        <section aria-labelledby="rc-rooms" className="mt-10">
          <h2 id="rc-rooms" className="mb-4 text-2xl font-bold">
            Inspirasi ruangan
          </h2>
          <CardGrid
            inSection
            cards={rooms.map((r) => ({
              id: r.id,
              href: r.path,
              title: r.title,
              image: r.cover,
              text: r.summary,
            }))}
          />
        </section>
      )}
      {articles.articles.length > 0 && (
        <section aria-labelledby="rc-articles" className="mt-10">
          <div className="mb-4 flex items-end justify-between">
            <h2 id="rc-articles" className="text-2xl font-bold">
              Artikel
            </h2>
            <SmartLink
              href={`/inspirations?room=${category.slug}`}
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              Lihat semua
            </SmartLink>
          </div>
          <StaticPart>
            <ul className="grid gap-5 medium:grid-cols-3">
              {articles.articles.map((a) => (
                <li key={a.id}>
                  <Card href={a.path} title={a.title} image={a.cover} text={a.excerpt} />
                </li>
              ))}
            </ul>
          </StaticPart>
        </section>
      )}
    </main>
  )
}
