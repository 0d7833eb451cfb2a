import { notFoundPage } from '@/components/layout/NotFoundPage'
import { RichContent } from '@/components/content/RichContent'
import { LinkButton } from '@/components/ui/Button'
import { JsonLd } from '@/components/ui/JsonLd'
import { ShareButtons } from '@/components/ui/ShareButtons'
import { notFoundMetadata, seoMetadata, siteOrigin } from '@/server/seo/metadata'
import { readService } from '@/server/content/services'
import { serviceData } from '@/server/seo/structured-data'
import { LeadImage } from '@/components/content/LeadImage'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props) {
  const service = await readService((await params).slug)
  if (!service) return notFoundMetadata
  return seoMetadata(service.path, {
    title: service.title,
    description: service.summary,
    image: service.image?.url,
  })
}

export default async function ServicePage({ params }: Props) {
  const service = await readService((await params).slug)
  if (!service) return notFoundPage()
  const origin = await siteOrigin()
  return (
    <main id="main" className="container pb-8">
      <div className="grid gap-8 large:grid-cols-2 large:items-center">
        <div>
          <h1 className="text-3xl font-extrabold large:text-4xl">{service.title}</h1>
          <p className="mt-3 text-lg text-muted">{service.summary}</p>
          {service.fee_note && (
            <p className="mt-3 inline-block rounded-lg bg-brand-50 px-3 py-2 font-semibold text-brand-800">
              {service.fee_note}
            </p>
          )}
          <div className="mt-5">
            <ShareButtons title={service.title} path={service.path} />
          </div>
        </div>
        <LeadImage image={service.image} sizes="(min-width: 1251px) 50vw, 100vw" />
      </div>
      {service.steps && service.steps.length > 0 && (
        <section aria-labelledby="how" className="mt-10">
          <h2 id="how" className="text-2xl font-bold">
            Cara menggunakan layanan ini
          </h2>
          <ol className="mt-4 grid gap-4 medium:grid-cols-3">
            {service.steps.map((step, i) => (
              <li key={step.title} className="rounded-2xl border border-sand-200 p-5">
                <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {i + 1}
                </span>
                <h3 className="mt-3 font-bold">{step.title}</h3>
                {step.description && <p className="mt-1 text-muted">{step.description}</p>}
              </li>
            ))}
          </ol>
        </section>
      )}
      <RichContent data={service.content} className="mt-8 max-w-3xl" />
      <p className="mt-8">
        <LinkButton href="/contact-us">Tanya tentang layanan ini</LinkButton>
      </p>
      <JsonLd data={serviceData(origin, service)} />
    </main>
  )
}
