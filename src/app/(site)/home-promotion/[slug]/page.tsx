import { notFoundPage } from '@/components/layout/NotFoundPage'
import { SmartLink } from '@/components/ui/SmartLink'
import { ProductGrid } from '@/components/catalog/ProductGrid'
import { periodText } from '@/components/content/Cards'
import { RichContent } from '@/components/content/RichContent'
import { Countdown } from '@/components/ui/Countdown'
import { JsonLd } from '@/components/ui/JsonLd'
import { ShareButtons } from '@/components/ui/ShareButtons'
import { notFoundMetadata, seoMetadata, siteOrigin } from '@/server/seo/metadata'
import { readPromotion } from '@/server/content/promotions'
import { promotionData } from '@/server/seo/structured-data'
import { LeadImage } from '@/components/content/LeadImage'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props) {
  const promo = await readPromotion((await params).slug)
  if (!promo) return notFoundMetadata
  return seoMetadata(promo.path, { title: promo.title, description: promo.summary, image: promo.banner?.url })
}

export default async function PromotionPage({ params }: Props) {
  const promo = await readPromotion((await params).slug)
  if (!promo) return notFoundPage()
  const origin = await siteOrigin()
  const now = new Date().toISOString()
  return (
    <main id="main" className="container pb-8">
      <article>
        <div className="grid gap-6 large:grid-cols-[3fr_2fr] large:items-center">
          <LeadImage image={promo.banner} sizes="(min-width: 1251px) 60vw, 100vw" />
          <div>
            {promo.category && (
              <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">{promo.category}</p>
            )}
            <h1 className="mt-1 text-3xl font-extrabold large:text-4xl">{promo.title}</h1>
            <p className="mt-3 text-lg text-muted">{promo.summary}</p>
            <p className="mt-3 font-semibold">Periode: {periodText(promo.start_at, promo.end_at)}</p>
            {promo.status === 'current' && promo.end_at && (
              <div className="mt-3">
                <p className="mb-1 text-sm text-muted noscript:hidden">Berakhir dalam</p>
                <Countdown
                  end={promo.end_at}
                  serverNow={now}
                  label="Promo berakhir dalam"
                  endedText="Promo sudah berakhir"
                  showEnd={false}
                />
              </div>
            )}
            {promo.status === 'upcoming' && (
              <p className="mt-3 rounded-lg bg-accent-400/20 p-3 font-semibold">Promo ini segera dimulai.</p>
            )}
            {promo.status === 'past' && (
              <p className="mt-3 rounded-lg bg-sand-100 p-3 font-semibold">Promo ini sudah berakhir.</p>
            )}
            <div className="mt-5">
              <ShareButtons title={promo.title} path={promo.path} />
            </div>
          </div>
        </div>
        {promo.products.length > 0 && (
          <section aria-labelledby="promo-products" className="mt-10">
            <h2 id="promo-products" className="mb-4 text-2xl font-bold">
              Produk promo
            </h2>
            <ProductGrid products={promo.products} />
          </section>
        )}
        {promo.ecatalogues.length > 0 && (
          <section aria-labelledby="promo-catalogues" className="mt-10">
            <h2 id="promo-catalogues" className="text-2xl font-bold">
              E-katalog promo ini
            </h2>
            <ul className="mt-3 flex flex-wrap gap-3">
              {promo.ecatalogues.map((c) => (
                <li key={c.id}>
                  <SmartLink
                    href={`/catalogues#${c.slug}`}
                    className="inline-flex min-h-11 items-center rounded-full bg-sand-100 px-4 font-semibold hover:bg-sand-200"
                  >
                    {c.title}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </section>
        )}
        {promo.terms ? (
          <section aria-label="Syarat dan ketentuan" className="mt-10 max-w-3xl rounded-2xl bg-sand-50 p-6">
            <RichContent data={promo.terms} />
          </section>
        ) : null}
      </article>
      <JsonLd data={promotionData(origin, promo)} />
    </main>
  )
}
