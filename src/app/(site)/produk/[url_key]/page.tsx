import { getImageProps } from 'next/image'
import { cache } from 'react'

import { ProductGallery, type ZoomImage } from '@/components/catalog/ProductGallery'
import { ProductGrid } from '@/components/catalog/ProductGrid'
import { CardGrid } from '@/components/content/Cards'
import { BreadcrumbNav } from '@/components/layout/BreadcrumbNav'
import { StaticPart } from '@/components/layout/StaticPart'
import { notFoundPage } from '@/components/layout/NotFoundPage'
import { Countdown } from '@/components/ui/Countdown'
import { Img } from '@/components/ui/Img'
import { JsonLd } from '@/components/ui/JsonLd'
import { ShareButtons } from '@/components/ui/ShareButtons'
import { formatDate, formatDateTime, formatIDR } from '@/lib/format'
import { routes } from '@/lib/routes'
import { type ProductDetail, readProductDetail } from '@/server/catalog/product-detail'
import { notFoundMetadata, seoMetadata, siteOrigin } from '@/server/seo/metadata'
import { productData } from '@/server/seo/structured-data'
import { AvailabilityCities } from '@/components/catalog/AvailabilityCities'
import { StoreAvailability } from '@/components/catalog/StoreAvailability'
import { citiesOf, toAvailabilityStore } from '@/components/catalog/availability-list'

type Props = { params: Promise<{ url_key: string }>; searchParams: Promise<{ kota?: string | string[] }> }

/** One read per request: the head (generateMetadata) and the page share it. */
const readProduct = cache(readProductDetail)

/** The photo strip is at most this wide (the page's left column at 1440 px). */
const GALLERY_SIZES = '(min-width: 1251px) 680px, (min-width: 768px) 55vw, 100vw'

export async function generateMetadata({ params }: Props) {
  const product = await readProduct((await params).url_key)
  if (!product) return notFoundMetadata
  return seoMetadata(routes.product(product.url_key), {
    title: product.brand ? `${product.name} – ${product.brand.name}` : product.name,
    description: product.description ?? undefined,
    image: product.image?.url,
  })
}

function Price({ product }: { product: ProductDetail }) {
  const reduced = product.price_now < product.price
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 whitespace-nowrap">
      <span className={`text-3xl font-extrabold ${reduced ? 'text-red-800' : ''}`}>
        {formatIDR(product.price_now)}
      </span>
      {reduced && (
        <>
          <s className="text-lg text-muted">
            <span className="sr-only">harga awal </span>
            {formatIDR(product.price)}
          </s>
          <span className="rounded-full bg-red-700 px-2 py-0.5 text-sm font-bold text-white">
            -{product.discount_percent}%
          </span>
        </>
      )}
    </p>
  )
}

/** Brand, name, whether it is new, and the price a shopper pays now. */
function Summary({ product }: { product: ProductDetail }) {
  return (
    <>
      {product.brand && <p className="eyebrow">{product.brand.name}</p>}
      <h1 className="mt-1 text-2xl leading-tight font-extrabold large:text-3xl">{product.name}</h1>
      {product.is_new && (
        <p className="mt-2 inline-block rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
          Baru
        </p>
      )}
      <div className="mt-4">
        <Price product={product} />
        {product.price_until && !product.flash_sale && (
          <p className="mt-1 text-sm text-muted">
            Harga promo berlaku sampai {formatDate(product.price_until)}
          </p>
        )}
      </div>
    </>
  )
}

/** Buy online (the hand-off to the marketplace), see it in a store, and the warranty to register. */
function Actions({ product, path }: { product: ProductDetail; path: string }) {
  return (
    <>
      <div className="mt-6 flex flex-col gap-3 medium:flex-row">
        {product.marketplace_url ? (
          <a
            href={product.marketplace_url}
            target="_blank"
            // No noreferrer: the referrer policy sends only our origin, which tells the marketplace where
            // the shopper came from.
            rel="noopener"
            data-handoff={path}
            className="btn btn-default min-h-12 flex-1 text-base"
          >
            <span lang="en">Buy Online</span>
            <span className="sr-only"> (membuka marketplace di tab baru)</span>
          </a>
        ) : (
          <p className="rounded-xl bg-sand-50 p-3 text-sm">
            Produk ini belum dijual online. Kunjungi toko kami untuk membelinya.
          </p>
        )}
        <a href="#ketersediaan" className="btn btn-invert min-h-12 flex-1 text-base">
          Lihat di toko
        </a>
      </div>
      {product.warranty_months > 0 && (
        <p className="mt-4 text-sm">
          Garansi {product.warranty_months} bulan.{' '}
          <a href={routes.register} className="font-semibold text-brand-700 underline">
            Daftarkan garansi
          </a>{' '}
          setelah membeli.
        </p>
      )}
    </>
  )
}

function FlashSaleBox({ product }: { product: ProductDetail }) {
  const flash = product.flash_sale
  if (!flash) return null
  return (
    <div className="mt-4 rounded-2xl bg-red-50 p-4">
      <p className="font-extrabold text-red-800">{flash.title}</p>
      <p className="text-sm">Sisa {flash.stock} dengan harga flash sale</p>
      {flash.end_at && (
        <div className="mt-2">
          <Countdown
            end={flash.end_at}
            serverNow={product.server_time}
            label="Flash sale berakhir dalam"
            endedText="Flash sale sudah berakhir"
          />
        </div>
      )}
    </div>
  )
}

function Details({ product }: { product: ProductDetail }) {
  const rows: [string, string | null][] = [
    ['Merek', product.brand?.name ?? null],
    ['Dimensi', product.dimensions],
    ['Material', product.material],
    ['Warna', product.color],
    ['Gaya', product.style],
    ['Garansi', product.warranty_months ? `${product.warranty_months} bulan` : null],
    ['SKU', product.sku],
  ]
  return (
    <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-2 text-sm">
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-muted">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  )
}

/**
 * Which stores have it: a summary, then the cities (StoreAvailability brings their stores when opened, and
 * orders them on request); the city the address opens comes with its stores.
 */
function Availability({
  urlKey,
  availability,
  city,
}: {
  urlKey: string
  availability: ProductDetail['availability']
  city?: string
}) {
  const { stores_in_stock: inStock, stores_on_display: shown } = availability
  const asked = availability.stores.filter((s) => s.city === city)
  const opened = asked.length ? city : undefined
  const askedStores = asked.map(toAvailabilityStore)
  const cities = citiesOf(availability.stores)
  const summary =
    inStock + shown === 0
      ? 'Saat ini belum tersedia di toko. Hubungi toko untuk memesan.'
      : [inStock && `tersedia di ${inStock} toko`, shown && `dipajang di ${shown} toko`]
          .filter(Boolean)
          .join(', ')
  return (
    <section id="ketersediaan" aria-labelledby="availability-title" className="mt-12 scroll-mt-28">
      <StaticPart>
        <h2 id="availability-title" className="text-2xl font-bold">
          Ketersediaan di toko
        </h2>
        <p className="mt-1">{summary.charAt(0).toUpperCase() + summary.slice(1)}.</p>
        <p className="mb-4 text-sm text-muted">Stok dibaca {formatDateTime(availability.read_at)}.</p>
      </StaticPart>
      <StoreAvailability
        urlKey={urlKey}
        readAt={availability.read_at}
        cityNames={cities.map((c) => c.city)}
        city={opened}
        askedStores={askedStores}
      >
        <StaticPart>
          <AvailabilityCities
            cities={cities}
            asked={opened}
            askedStores={askedStores}
            readAt={availability.read_at}
          />
        </StaticPart>
      </StoreAvailability>
    </section>
  )
}

export default async function ProductPage({ params, searchParams }: Props) {
  const product = await readProduct((await params).url_key)
  // `?kota=`: the city whose stores the availability list shows open (how a city opens without JavaScript).
  const { kota } = await searchParams
  if (!product) return notFoundPage()
  const origin = await siteOrigin()
  const path = routes.product(product.url_key)
  const images = product.images
  const photoAlt = (i: number) => images[i]?.alt || `${product.name}, foto ${i + 1}`
  const zoom: ZoomImage[] = images.map((image, i) => {
    const { props } = getImageProps({
      src: image.url,
      alt: photoAlt(i),
      width: image.width,
      height: image.height,
      sizes: '100vw',
    })
    return {
      src: props.src,
      srcSet: props.srcSet ?? '',
      alt: photoAlt(i),
      width: image.width,
      height: image.height,
    }
  })
  const trail = [
    { label: 'Home', href: '/' },
    ...product.breadcrumb.map((c) => ({ label: c.name, href: routes.category(c.slug) })),
    { label: product.name, href: path },
  ]
  const features = [...product.looks, ...product.rooms]

  return (
    <>
      <BreadcrumbNav trail={trail} origin={origin} />
      <main id="main" className="container pb-8">
        <article className="grid gap-8 md:grid-cols-[11fr_9fr] large:gap-12">
          <div className="min-w-0">
            {images.length ? (
              <ProductGallery
                name={product.name}
                zoom={zoom}
                slides={images.map((image, i) => (
                  <Img
                    key={image.url}
                    src={image.url}
                    alt={photoAlt(i)}
                    width={image.width}
                    height={image.height}
                    sizes={GALLERY_SIZES}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : 'auto'}
                    className="size-full object-cover"
                  />
                ))}
                thumbs={images.map((image) => (
                  <Img
                    key={image.url}
                    src={image.url}
                    alt=""
                    width={80}
                    height={80}
                    className="size-full object-cover"
                  />
                ))}
              />
            ) : (
              <div className="grid aspect-square place-items-center rounded-2xl bg-sand-50 text-muted">
                Foto belum tersedia
              </div>
            )}
          </div>
          {/* Static markup around the client islands (the flash sale's countdown, the share buttons): printed
              once, not element by element in the flight data and the HTML. */}
          <div>
            <StaticPart>
              <Summary product={product} />
            </StaticPart>
            <FlashSaleBox product={product} />
            <StaticPart>
              <Actions product={product} path={path} />
            </StaticPart>
            <div className="mt-6">
              <ShareButtons title={product.name} path={path} />
            </div>
            <StaticPart>
              <section aria-labelledby="product-details" className="mt-8">
                <h2 id="product-details" className="mb-3 text-lg font-bold">
                  Detail produk
                </h2>
                <Details product={product} />
                {product.description && <p className="mt-4 leading-relaxed">{product.description}</p>}
              </section>
            </StaticPart>
          </div>
        </article>
        <Availability
          urlKey={product.url_key}
          availability={product.availability}
          city={typeof kota === 'string' ? kota : undefined}
        />
        {features.length > 0 && (
          <section aria-labelledby="product-features" className="mt-12">
            <h2 id="product-features" className="mb-4 text-2xl font-bold">
              Tampil di inspirasi
            </h2>
            <CardGrid
              inSection
              cards={features.map((f) => ({ id: f.path, href: f.path, title: f.title, image: f.image }))}
            />
          </section>
        )}
        {product.related.length > 0 && (
          <section aria-labelledby="product-related" className="mt-12">
            <h2 id="product-related" className="mb-4 text-2xl font-bold">
              Produk serupa
            </h2>
            <ProductGrid products={product.related} columns="large:grid-cols-4" />
          </section>
        )}
        <JsonLd data={productData(origin, product, product.availability.status === 'in_stock')} />
      </main>
    </>
  )
}
