import { SmartLink } from '@/components/ui/SmartLink'

import { FacetList } from '@/components/catalog/FacetList'
import { ProductGrid } from '@/components/catalog/ProductGrid'
import { SortSelect } from '@/components/catalog/SortSelect'
import { BreadcrumbNav } from '@/components/layout/BreadcrumbNav'
import { notFoundPage } from '@/components/layout/NotFoundPage'
import { Pagination, pageParam } from '@/components/ui/Pagination'
import { routes, withQuery } from '@/lib/routes'
import { readCategoryPage } from '@/server/catalog/categories'
import { priceBuckets, searchProducts, sortOptions } from '@/server/catalog/search'
import { listingMetadata, notFoundMetadata, siteOrigin } from '@/server/seo/metadata'

type Params = { brand?: string; room?: string; style?: string; price?: string; sort?: string; page?: string }
type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Params> }

const PAGE_SIZE = 24
const DEFAULT_SORT = 'best_seller'
const sortLabels: Record<Exclude<(typeof sortOptions)[number], 'relevance'>, string> = {
  best_seller: 'Terlaris',
  newest: 'Terbaru',
  price_asc: 'Harga terendah',
  price_desc: 'Harga tertinggi',
}
const one = (v: string | undefined, max: number) => (typeof v === 'string' ? v.slice(0, max).trim() : '')

/** The list's choices read from the address: unknown values are ignored, never an error. */
function choices(params: Params) {
  const bucket = priceBuckets.find((b) => b.key === params.price)
  const sort = sortOptions.find((s) => s === params.sort && s !== 'relevance') ?? DEFAULT_SORT
  const filters = {
    brand: one(params.brand, 60) || undefined,
    room: one(params.room, 120) || undefined,
    style: one(params.style, 60) || undefined,
    price: bucket?.key,
  }
  const filtered = Object.values(filters).some(Boolean) || sort !== DEFAULT_SORT
  return { bucket, sort, filters, filtered, page: pageParam(params.page) }
}

export async function generateMetadata({ params, searchParams }: Props) {
  const category = await readCategoryPage((await params).slug)
  if (!category) return notFoundMetadata
  const { page, filtered } = choices(await searchParams)
  return listingMetadata(
    routes.category(category.slug),
    { page, filtered },
    {
      title: page > 1 ? `${category.name} – halaman ${page}` : category.name,
      description:
        category.description ?? `${category.name} pilihan Rumah Loka: lihat harga dan toko terdekat.`,
      image: category.image?.url,
    },
  )
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const category = await readCategoryPage((await params).slug)
  if (!category) return notFoundPage()
  const { bucket, sort, filters, filtered, page } = choices(await searchParams)
  const [result, origin] = await Promise.all([
    searchProducts({
      q: '',
      category: category.slug,
      brand: filters.brand,
      room: filters.room,
      style: filters.style,
      price_min: bucket?.min,
      price_max: bucket?.key === 'over-10m' ? undefined : bucket?.max,
      sort,
      page,
      page_size: PAGE_SIZE,
    }),
    siteOrigin(),
  ])
  const path = routes.category(category.slug)
  const href = (change: Partial<Params>) =>
    withQuery(path, {
      ...filters,
      sort: sort === DEFAULT_SORT ? undefined : sort,
      ...change,
    })
  const toggle = (name: keyof typeof filters, value: string) =>
    href({ [name]: filters[name] === value ? undefined : value, page: undefined })
  const childCount = (slug: string) => result.facets.categories.find((c) => c.slug === slug)?.count ?? 0
  const children = category.children.filter((c) => childCount(c.slug) > 0)
  const trail = [
    { label: 'Home', href: '/' },
    ...category.trail.map((c) => ({ label: c.name, href: routes.category(c.slug) })),
  ]

  return (
    <>
      <BreadcrumbNav trail={trail} origin={origin} />
      <main id="main" className="container pb-8">
        <h1 className="text-3xl font-extrabold large:text-4xl">{category.name}</h1>
        {category.description && <p className="mt-2 max-w-3xl text-lg text-muted">{category.description}</p>}
        {children.length > 0 && (
          <nav aria-label={`Kategori dalam ${category.name}`} className="mt-5">
            <ul className="flex flex-wrap gap-2">
              {children.map((c) => (
                <li key={c.slug}>
                  <SmartLink
                    href={routes.category(c.slug)}
                    className="inline-flex min-h-11 items-center gap-2 rounded-full bg-sand-100 px-4 text-sm font-semibold hover:bg-sand-200"
                  >
                    {c.name} <span className="font-normal text-muted">{childCount(c.slug)}</span>
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p role="status" className="mt-5 text-muted">
          {result.total} produk{page > 1 ? `, halaman ${page} dari ${result.total_page}` : ''}
        </p>

        <div className="mt-4 grid gap-8 large:grid-cols-[16rem_1fr]">
          <aside aria-label="Filter">
            <details className="filter-fold rounded-2xl border border-sand-200 p-4 large:border-0 large:p-0">
              <summary className="min-h-11 cursor-pointer content-center font-bold">Filter</summary>
              {filtered && (
                <SmartLink
                  href={path}
                  className="mt-3 inline-flex min-h-9 items-center text-sm font-semibold text-red-800 underline"
                >
                  Hapus semua filter
                </SmartLink>
              )}
              <FacetList
                first
                title="Merek"
                facets={result.facets.brands.map((b) => ({
                  key: b.code,
                  label: b.name,
                  count: b.count,
                  href: toggle('brand', b.code),
                  current: filters.brand === b.code,
                }))}
              />
              <FacetList
                title="Ruangan"
                facets={result.facets.rooms.map((r) => ({
                  key: r.slug,
                  label: r.name,
                  count: r.count,
                  href: toggle('room', r.slug),
                  current: filters.room === r.slug,
                }))}
              />
              <FacetList
                title="Gaya"
                facets={result.facets.styles.map((s) => ({
                  key: s.name,
                  label: s.name,
                  count: s.count,
                  href: toggle('style', s.name),
                  current: filters.style === s.name,
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
                    href: toggle('price', p.key),
                    current: bucket?.key === p.key,
                  }))}
              />
            </details>
          </aside>
          <div>
            <form action={path} className="mb-4 flex items-center justify-end gap-2">
              {Object.entries(filters).map(
                ([k, v]) => v && <input key={k} type="hidden" name={k} value={v} />,
              )}
              <label htmlFor="search-sort" className="text-sm font-semibold">
                Urutkan
              </label>
              <SortSelect
                value={sort}
                options={Object.entries(sortLabels).map(([value, label]) => ({ value, label }))}
              />
              <noscript>
                <button
                  type="submit"
                  className="min-h-11 rounded-full bg-sand-100 px-3 text-sm font-semibold"
                >
                  Terapkan
                </button>
              </noscript>
            </form>
            {result.products.length ? (
              <ProductGrid
                products={result.products}
                columns="large:grid-cols-4"
                eager={page === 1 ? 2 : 0}
              />
            ) : (
              <div className="rounded-2xl bg-sand-50 p-8">
                <h2 className="text-xl font-bold">Belum ada produk yang cocok</h2>
                <p className="mt-2 text-muted">
                  {filtered ? (
                    <>
                      Kurangi filter yang dipakai, atau{' '}
                      <SmartLink href={path} className="font-semibold text-brand-700 underline">
                        lihat semua {category.name.toLowerCase()}
                      </SmartLink>
                      .
                    </>
                  ) : (
                    <>
                      Produk kategori ini segera hadir.{' '}
                      <SmartLink href="/contact-us" className="font-semibold text-brand-700 underline">
                        Tanyakan kepada kami
                      </SmartLink>
                      .
                    </>
                  )}
                </p>
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
    </>
  )
}
