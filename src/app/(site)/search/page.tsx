import { SmartLink } from '@/components/ui/SmartLink'
import { permanentRedirect } from 'next/navigation'

import { ProductGrid } from '@/components/catalog/ProductGrid'
import { FacetList } from '@/components/catalog/FacetList'
import { SortSelect } from '@/components/catalog/SortSelect'
import { StaticPart } from '@/components/layout/StaticPart'
import { Card, periodText } from '@/components/content/Cards'
import { Pagination, pageParam } from '@/components/ui/Pagination'
import { SearchIcon } from '@/components/ui/icons'
import { priceBuckets, sortOptions } from '@/server/catalog/search'
import { listingMetadata } from '@/server/seo/metadata'
import { readDepartments } from '@/server/catalog/categories'
import { searchProducts } from '@/server/catalog/search'
import { routes, withQuery } from '@/lib/routes'

type Params = { q?: string; category?: string; brand?: string; price?: string; sort?: string; page?: string }
type Props = { searchParams: Promise<Params> }

const sortLabels: Record<(typeof sortOptions)[number], string> = {
  relevance: 'Paling relevan',
  best_seller: 'Terlaris',
  newest: 'Terbaru',
  price_asc: 'Harga terendah',
  price_desc: 'Harga tertinggi',
}
const one = (v: string | undefined, max = 100) => (v ?? '').slice(0, max).trim()

/** Search results are for shoppers, not search engines: never indexed, their links followed. */
export async function generateMetadata({ searchParams }: Props) {
  const q = one((await searchParams).q)
  return listingMetadata(routes.search, { noindex: true }, q ? { title: `Hasil pencarian "${q}"` } : {})
}

export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams
  const q = one(params.q)
  const category = one(params.category, 120) || undefined
  const brand = one(params.brand, 60) || undefined
  const bucket = priceBuckets.find((b) => b.key === params.price)
  const sort = sortOptions.find((s) => s === params.sort) ?? (q ? 'relevance' : 'best_seller')
  const page = pageParam(params.page)
  // A category browsed without words has its own page (old links to /search?category=… keep working).
  if (!q && category)
    permanentRedirect(
      withQuery(routes.category(category), {
        brand,
        price: bucket?.key,
        sort: params.sort,
        page: params.page,
      }),
    )
  const [result, departments] = await Promise.all([
    searchProducts({
      q,
      category,
      brand,
      price_min: bucket?.min,
      price_max: bucket?.key === 'over-10m' ? undefined : bucket?.max,
      sort,
      page,
      page_size: 24,
    }),
    readDepartments(),
  ])
  const href = (change: Partial<Params>) =>
    withQuery(routes.search, {
      q,
      category,
      brand,
      price: bucket?.key,
      sort: sort === (q ? 'relevance' : 'best_seller') ? undefined : sort,
      ...change,
    })
  const heading = q ? `Hasil untuk "${q}"` : 'Semua produk'

  return (
    <main id="main" className="container pb-8">
      <form action="/search" role="search" className="flex max-w-2xl gap-2">
        <label htmlFor="search-q" className="sr-only">
          Cari produk, promo dan inspirasi
        </label>
        <input
          id="search-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={100}
          placeholder="Cari sofa, kasur, meja makan…"
          className="min-h-12 min-w-0 flex-1 rounded-full border border-sand-200 bg-sand-50 px-5 text-base outline-none focus:border-brand-500 focus:bg-white"
        />
        <button
          type="submit"
          className="inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          <SearchIcon className="size-5" /> Cari
        </button>
      </form>
      <h1 className="mt-6 text-2xl font-extrabold large:text-3xl">{heading}</h1>
      <p role="status" className="mt-1 text-muted">
        {result.total} produk ditemukan{result.relaxed ? ' (tidak semua kata cocok)' : ''}
      </p>

      {(result.promotions.length > 0 || result.articles.length > 0) && page === 1 && (
        <section aria-labelledby="related" className="mt-6">
          <h2 id="related" className="sr-only">
            Promo dan inspirasi terkait
          </h2>
          <StaticPart>
            <ul className="grid gap-4 medium:grid-cols-2 large:grid-cols-4">
              {result.promotions.map((p, i) => (
                <li key={`p${p.id}`}>
                  <Card
                    href={p.path}
                    title={p.title}
                    image={p.banner}
                    eyebrow="Promo"
                    meta={periodText(p.start_at, p.end_at)}
                    sizes="(min-width: 1251px) 25vw, 50vw"
                    priority={i === 0}
                  />
                </li>
              ))}
              {result.articles.map((a, i) => (
                <li key={`a${a.id}`}>
                  <Card
                    href={a.path}
                    title={a.title}
                    image={a.cover}
                    eyebrow="Inspirasi"
                    sizes="(min-width: 1251px) 25vw, 50vw"
                    priority={i === 0 && !result.promotions.length}
                  />
                </li>
              ))}
            </ul>
          </StaticPart>
        </section>
      )}

      <div className="mt-6 grid gap-8 large:grid-cols-[16rem_1fr]">
        <aside aria-label="Filter">
          <details className="filter-fold rounded-2xl border border-sand-200 p-4 large:border-0 large:p-0">
            <summary className="min-h-11 cursor-pointer content-center font-bold">Filter</summary>
            {(category || brand || bucket) && (
              <SmartLink
                href={href({ category: undefined, brand: undefined, price: undefined, page: undefined })}
                className="mt-3 inline-flex min-h-9 items-center text-sm font-semibold text-red-800 underline"
              >
                Hapus semua filter
              </SmartLink>
            )}
            <FacetList
              first
              title="Kategori"
              facets={result.facets.categories.slice(0, 12).map((c) => ({
                key: c.slug,
                label: c.name,
                count: c.count,
                // Browsing a category is its own page; a search within one stays a search.
                href: q
                  ? href({ category: category === c.slug ? undefined : c.slug, page: undefined })
                  : routes.category(c.slug),
                current: category === c.slug,
              }))}
            />
            <FacetList
              title="Merek"
              facets={result.facets.brands.map((b) => ({
                key: b.code,
                label: b.name,
                count: b.count,
                href: href({ brand: brand === b.code ? undefined : b.code, page: undefined }),
                current: brand === b.code,
              }))}
            />
            <FacetList
              title="Harga"
              facets={result.facets.prices
                .filter((p) => p.count > 0 || p.key === bucket?.key)
                .map((p) => ({
                  key: p.key,
                  label: p.label,
                  count: p.count,
                  href: href({ price: bucket?.key === p.key ? undefined : p.key, page: undefined }),
                  current: bucket?.key === p.key,
                }))}
            />
          </details>
        </aside>
        <div>
          <form action="/search" className="mb-4 flex items-center justify-end gap-2">
            {Object.entries({ q, category, brand, price: bucket?.key }).map(
              ([k, v]) => v && <input key={k} type="hidden" name={k} value={v} />,
            )}
            <label htmlFor="search-sort" className="text-sm font-semibold">
              Urutkan
            </label>
            <SortSelect
              value={sort}
              options={sortOptions
                .filter((s) => q || s !== 'relevance')
                .map((s) => ({ value: s, label: sortLabels[s] }))}
            />
            <noscript>
              <button type="submit" className="min-h-11 rounded-full bg-sand-100 px-3 text-sm font-semibold">
                Terapkan
              </button>
            </noscript>
          </form>
          {result.products.length ? (
            <ProductGrid
              products={result.products}
              columns="large:grid-cols-4"
              eager={page === 1 && !result.promotions.length && !result.articles.length ? 2 : 0}
            />
          ) : (
            <div className="rounded-2xl bg-sand-50 p-8">
              <h2 className="text-xl font-bold">Belum ada produk yang cocok</h2>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-muted">
                <li>
                  Periksa ejaan, atau coba kata yang lebih umum seperti &ldquo;sofa&rdquo; atau
                  &ldquo;meja&rdquo;.
                </li>
                <li>Kurangi filter yang dipakai.</li>
                <li>
                  Lihat kategori di bawah ini, atau{' '}
                  <SmartLink href="/contact-us" className="font-semibold text-brand-700 underline">
                    tanyakan kepada kami
                  </SmartLink>
                  .
                </li>
              </ul>
              <ul className="mt-4 flex flex-wrap gap-2">
                {departments.map((d) => (
                  <li key={d.slug}>
                    <SmartLink
                      href={routes.category(d.slug)}
                      className="inline-flex min-h-9 items-center rounded-full bg-white px-3 text-sm font-semibold hover:bg-sand-100"
                    >
                      {d.name}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <Pagination
            page={page}
            totalPages={result.total_page}
            href={(p) => href({ page: p > 1 ? String(p) : undefined })}
          />
        </div>
      </div>
    </main>
  )
}
