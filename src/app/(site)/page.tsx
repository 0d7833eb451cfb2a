import { getImageProps } from 'next/image'

import { ProductCard } from '@/components/catalog/ProductCard'
import { atSalePrice } from '@/server/catalog/product-view'
import { ProductGrid } from '@/components/catalog/ProductGrid'
import { Card, periodText } from '@/components/content/Cards'
import { HeroCarousel, type HeroSlide } from '@/components/home/HeroCarousel'
import { ProductTabs } from '@/components/home/ProductTabs'
import { Section } from '@/components/home/Section'
import { HomePopup } from '@/components/layout/HomePopup'
import { HomePopupCard } from '@/components/layout/HomePopupCard'
import { StaticPart } from '@/components/layout/StaticPart'
import { Countdown } from '@/components/ui/Countdown'
import { Img } from '@/components/ui/Img'
import { JsonLd } from '@/components/ui/JsonLd'
import { formatDateTime, formatIDR } from '@/lib/format'
import { routes } from '@/lib/routes'
import { formatDayIn, formatTimeIn } from '@/lib/time-zone'
import { roomCategoriesWithCovers } from '@/server/content/rooms'

import { siteOrigin, seoMetadata } from '@/server/seo/metadata'
import { getShellData } from '@/server/shell/shell'
import { readDepartments } from '@/server/catalog/categories'
import { readFlashSale } from '@/server/catalog/flash-sales'
import { type RecommendationTab, readRecommendations } from '@/server/catalog/recommendations'
import { readArticles } from '@/server/content/articles'
import { readHeroBanners } from '@/server/content/banners'
import { readPromotions } from '@/server/content/promotions'
import { readServices } from '@/server/content/services'
import { readUpcomingEvents } from '@/server/events/events'
import { homeData } from '@/server/seo/structured-data'

export const generateMetadata = () => seoMetadata('/')

// One row each on a large screen: the home page is the heaviest to hydrate, and every card costs
// (docs/performance.md).
const HOME_TAB_PRODUCTS = 5
const HOME_FLASH_ITEMS = 4
// The first is rendered with the page; the others load when a visitor reaches for them.
const recommendationTabsShown = [
  { key: 'best-seller', label: 'Terlaris' },
  { key: 'new', label: 'Produk baru' },
  { key: 'promo', label: 'Sedang promo' },
] as const satisfies { key: RecommendationTab; label: string }[]

function heroSlides(banners: Awaited<ReturnType<typeof readHeroBanners>>): HeroSlide[] {
  return banners.flatMap((b) => {
    if (!b.img_main) return []
    const desktop = getImageProps({
      src: b.img_main.url,
      alt: '',
      width: b.img_main.width,
      height: b.img_main.height,
      sizes: '100vw',
      quality: 70,
    }).props
    const mobile = b.img_mobile
      ? getImageProps({
          src: b.img_mobile.url,
          alt: '',
          width: b.img_mobile.width,
          height: b.img_mobile.height,
          sizes: '100vw',
          quality: 70,
        }).props
      : null
    return [
      {
        id: b.id,
        title: b.title,
        href: b.url_link ?? '/',
        desktop: {
          src: desktop.src,
          srcSet: desktop.srcSet,
          width: b.img_main.width,
          height: b.img_main.height,
        },
        mobile: mobile ? { src: mobile.src, srcSet: mobile.srcSet } : null,
      },
    ]
  })
}

export default async function HomePage() {
  const [banners, departments, promotions, flash, best, rooms, articles, events, services, shell, origin] =
    await Promise.all([
      readHeroBanners(),
      readDepartments(),
      readPromotions('current', 1, 4),
      readFlashSale('homepage'),
      readRecommendations('best-seller', HOME_TAB_PRODUCTS),
      roomCategoriesWithCovers(),
      readArticles(1, 3),
      readUpcomingEvents(3),
      readServices(),
      getShellData(),
      siteOrigin(),
    ])
  const popup = shell.popupBanner
  // The render's clock, for whether the flash sale's countdown draws a day box (ui/Countdown.tsx).
  const renderedAt = new Date().toISOString()
  return (
    <main id="main">
      <h1 className="sr-only">Rumah Loka — furnitur dan perlengkapan rumah</h1>
      <HeroCarousel slides={heroSlides(banners)} />
      {popup?.image && (
        <>
          <HomePopupCard
            title={popup.title}
            href={popup.url_link ?? '/'}
            picture={
              <Img
                src={popup.image.url}
                alt=""
                width={popup.image.width}
                height={popup.image.height}
                sizes="112px"
                className="h-auto w-full"
              />
            }
          />
          <HomePopup
            banner={{ title: popup.title, url_link: popup.url_link }}
            picture={
              <Img
                src={popup.image.url}
                alt={popup.title}
                width={popup.image.width}
                height={popup.image.height}
                sizes="416px"
                className="h-auto w-full"
              />
            }
          />
        </>
      )}

      <Section title="Belanja per kategori">
        <StaticPart>
          <ul className="grid grid-cols-2 gap-3 medium:grid-cols-4 large:grid-cols-8">
            {departments.map((d) => (
              <li key={d.id}>
                <a href={routes.category(d.slug)} className="category-tile">
                  {d.image && (
                    <Img
                      src={d.image.url}
                      alt=""
                      width={96}
                      height={96}
                      className="size-20 rounded-full bg-white object-cover"
                    />
                  )}
                  {d.name}
                </a>
              </li>
            ))}
          </ul>
        </StaticPart>
      </Section>

      {promotions.promotions.length > 0 && (
        <Section title="Promo berlangsung" href="/home-promotion">
          <StaticPart>
            <ul className="grid gap-4 medium:grid-cols-2 large:grid-cols-4">
              {promotions.promotions.map((p) => (
                <li key={p.id}>
                  <Card
                    href={p.path}
                    title={p.title}
                    image={p.banner}
                    eyebrow={p.category}
                    meta={periodText(p.start_at, p.end_at)}
                    sizes="(min-width: 1251px) 25vw, (min-width: 451px) 50vw, 100vw"
                  />
                </li>
              ))}
            </ul>
          </StaticPart>
        </Section>
      )}

      {flash.flash_sale && flash.items.length > 0 && (
        <section aria-labelledby="flash-title" className="mt-12 bg-red-50 py-8">
          <div className="container">
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <div>
                <h2 id="flash-title" className="text-2xl font-extrabold text-red-800">
                  {flash.flash_sale.title}
                </h2>
                {flash.flash_sale.end_at && (
                  <p className="text-sm text-muted">Berakhir {formatDateTime(flash.flash_sale.end_at)}</p>
                )}
              </div>
              {flash.flash_sale.end_at && (
                <Countdown
                  end={flash.flash_sale.end_at}
                  serverNow={renderedAt}
                  label="Flash sale berakhir dalam"
                  showEnd={false}
                />
              )}
            </div>
            <StaticPart prefetch={false}>
              <ul className="grid grid-cols-2 gap-3 medium:grid-cols-4">
                {flash.items.slice(0, HOME_FLASH_ITEMS).map((item) => (
                  <li key={item.product.id} className="flex flex-col">
                    <ProductCard product={atSalePrice(item.product, item.flash_price)} />
                    <p className="mt-1 text-center text-xs font-semibold text-red-800">
                      Sisa {item.stock} · {formatIDR(item.flash_price)}
                    </p>
                  </li>
                ))}
              </ul>
            </StaticPart>
          </div>
        </section>
      )}

      <Section title="Rekomendasi untuk Anda" href="/search">
        <ProductTabs
          tabs={recommendationTabsShown}
          first={<ProductGrid products={best?.products ?? []} />}
          pageSize={HOME_TAB_PRODUCTS}
        />
      </Section>

      <Section title="Pilihan ruangan" href="/room-of-inspiration">
        <StaticPart>
          <ul className="grid grid-cols-2 gap-3 large:grid-cols-4">
            {rooms.map((r) => (
              <li key={r.slug}>
                <a href={r.path} className="room-tile group">
                  {r.cover && (
                    <Img
                      src={r.cover.url}
                      alt=""
                      fill
                      sizes="(min-width: 1251px) 25vw, 50vw"
                      className="zoom-image"
                    />
                  )}
                  <span className="room-tile-name">{r.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </StaticPart>
      </Section>

      <Section title="Inspirasi terbaru" href="/inspirations">
        <StaticPart>
          <ul className="grid gap-4 medium:grid-cols-3">
            {articles.articles.map((a) => (
              <li key={a.id}>
                <Card href={a.path} title={a.title} image={a.cover} eyebrow={a.room?.name} text={a.excerpt} />
              </li>
            ))}
          </ul>
        </StaticPart>
      </Section>

      {events.length > 0 && (
        <Section title="Event mendatang" href="/kalender-event">
          <StaticPart>
            <ul className="grid gap-4 medium:grid-cols-3">
              {events.map((e) => (
                <li key={e.id}>
                  <Card
                    href={e.path}
                    title={e.title}
                    image={e.cover}
                    eyebrow={e.event_calendar?.name}
                    text={`${e.venue}, ${e.city}`}
                    meta={`${formatDayIn(e.starts_at, e.time_zone)}, ${formatTimeIn(e.starts_at, e.time_zone)}`}
                  />
                </li>
              ))}
            </ul>
          </StaticPart>
        </Section>
      )}

      <Section title="Layanan kami" href="/services">
        <StaticPart>
          <ul className="grid gap-3 medium:grid-cols-2 large:grid-cols-3">
            {services.map((s) => (
              <li key={s.id}>
                <a href={s.path} className="service-tile">
                  <span className="font-bold">{s.title}</span>
                  <span className="mt-1 text-sm text-muted">{s.summary}</span>
                </a>
              </li>
            ))}
          </ul>
        </StaticPart>
      </Section>

      <JsonLd
        data={homeData(
          origin,
          shell.company,
          shell.social.map((s) => s.url),
        )}
      />
    </main>
  )
}
