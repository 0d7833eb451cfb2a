import { CardGrid } from '@/components/content/Cards'
import { PageIntro } from '@/components/content/PageIntro'
import { seoMetadata } from '@/server/seo/metadata'
import { readServices } from '@/server/content/services'

export const generateMetadata = () => seoMetadata('/services')

export default async function ServicesPage() {
  const services = await readServices()
  return (
    <main id="main" className="container pb-8">
      <PageIntro
        title="Layanan Kami"
        intro="Dari pengiriman sampai desain interior: layanan yang membuat belanja furnitur lebih mudah."
      />
      <CardGrid
        cards={services.map((s) => ({
          id: s.id,
          href: s.path,
          title: s.title,
          image: s.image,
          text: s.summary,
          meta: s.fee_note,
        }))}
      />
    </main>
  )
}
