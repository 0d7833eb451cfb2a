import { ProductGrid } from '@/components/catalog/ProductGrid'
import { PageIntro } from '@/components/content/PageIntro'
import { LookHotspots } from '@/components/inspiration/LookHotspots'
import { hotspotProduct } from '@/server/catalog/product-view'
import { JsonLdOnce } from '@/components/ui/JsonLdOnce'
import { seoMetadata, siteOrigin } from '@/server/seo/metadata'
import { readStyleGalleries } from '@/server/content/style-galleries'
import { looksData } from '@/server/seo/structured-data'

export const generateMetadata = () => seoMetadata('/shop-the-look')

export default async function ShopTheLookPage() {
  const [galleries, origin] = await Promise.all([readStyleGalleries(), siteOrigin()])
  const looks = galleries.filter((g) => g !== null)
  return (
    <main id="main" className="container pb-8">
      <PageIntro
        title="Rekomendasi Produk"
        intro="Suka tampilannya? Tekan nomor pada foto untuk melihat produknya, lalu belanja langsung."
      />
      {looks.map((look, i) => (
        <section
          key={look.id}
          id={look.slug}
          aria-labelledby={`look-${look.id}`}
          className="mt-10 first:mt-0"
        >
          <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">{look.style}</p>
          <h2 id={`look-${look.id}`} className="text-2xl font-bold">
            {look.title}
          </h2>
          {look.description && <p className="mt-1 mb-4 text-muted">{look.description}</p>}
          {look.image && (
            <LookHotspots
              image={look.image}
              title={look.title}
              priority={i === 0}
              spots={look.hotspots.map(({ x, y, product }) => ({ x, y, product: hotspotProduct(product) }))}
            />
          )}
          <h3 className="mt-6 mb-3 font-bold">Produk dalam tampilan ini</h3>
          <ProductGrid products={look.hotspots.map((h) => h.product)} />
        </section>
      ))}
      <JsonLdOnce source={galleries} part={origin} data={() => looksData(origin, looks)} />
    </main>
  )
}
