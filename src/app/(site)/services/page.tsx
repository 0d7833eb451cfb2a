import { Card } from '@/components/content/Cards'
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
      <ul className="grid gap-5 medium:grid-cols-2 large:grid-cols-3">
        {services.map((s, i) => (
          <li key={s.id}>
            <Card
              headingLevel={2}
              href={s.path}
              title={s.title}
              image={s.image}
              text={s.summary}
              meta={s.fee_note}
              priority={i === 0}
            />
          </li>
        ))}
      </ul>
    </main>
  )
}
