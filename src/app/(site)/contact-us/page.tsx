import { PageIntro } from '@/components/content/PageIntro'
import { ContactForm } from '@/components/forms/ContactForm'
import { JsonLd } from '@/components/ui/JsonLd'
import { telHref } from '@/lib/contact-links'
import { seoMetadata, siteOrigin } from '@/server/seo/metadata'
import { getShellData } from '@/server/shell/shell'
import { contactPageData } from '@/server/seo/structured-data'

export const generateMetadata = () => seoMetadata('/contact-us')

export default async function ContactPage() {
  const [shell, origin] = await Promise.all([getShellData(), siteOrigin()])
  const { company } = shell
  return (
    <main id="main" className="container pb-8">
      <PageIntro
        title="Hubungi Kami"
        intro="Tanya produk, pengiriman, garansi atau minta konsultasi interior. Kami membalas dalam 1×24 jam kerja."
      />
      <div className="grid gap-10 large:grid-cols-[3fr_2fr]">
        <section aria-label="Formulir kontak">
          <ContactForm />
        </section>
        <aside aria-labelledby="cs-details" className="h-fit rounded-2xl bg-sand-50 p-6">
          <h2 id="cs-details" className="text-xl font-bold">
            Layanan pelanggan
          </h2>
          <dl className="mt-4 space-y-3">
            <div>
              <dt className="text-sm text-muted">Telepon (setiap hari 08.00–21.00 WIB)</dt>
              <dd>
                <a className="font-semibold text-brand-700 underline" href={telHref(company.phone)}>
                  {company.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">Email</dt>
              <dd>
                <a className="font-semibold text-brand-700 underline" href={`mailto:${company.email}`}>
                  {company.email}
                </a>
              </dd>
            </div>
            {shell.chat && (
              <div>
                <dt className="text-sm text-muted">WhatsApp</dt>
                <dd>
                  <a
                    className="font-semibold text-brand-700 underline"
                    href={shell.chat.href}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Chat dengan IVI
                  </a>
                </dd>
              </div>
            )}
            <div>
              <dt className="text-sm text-muted">Kantor pusat</dt>
              <dd className="font-semibold">
                {company.name}
                <br />
                <span className="font-normal">{company.address}</span>
              </dd>
            </div>
          </dl>
        </aside>
      </div>
      <JsonLd data={contactPageData(origin, company)} />
    </main>
  )
}
