import { SmartLink } from '@/components/ui/SmartLink'

import { PageIntro } from '@/components/content/PageIntro'
import { listSelfServiceForms } from '@/server/selfservice/forms'
import { seoMetadata } from '@/server/seo/metadata'

export const generateMetadata = () => seoMetadata('/self-service')

export default async function SelfServicePage() {
  const forms = await listSelfServiceForms()
  return (
    <main id="main" className="container pb-12">
      <PageIntro
        title="Layanan Mandiri"
        intro="Urus sendiri keperluan Anda tanpa antre: pilih formulir, isi dari ponsel, dan salinannya langsung kami kirim ke email Anda."
      />
      {forms.length ? (
        <ul className="grid max-w-4xl gap-4 medium:grid-cols-2">
          {forms.map((form) => (
            <li
              key={form.id}
              className="relative flex flex-col rounded-2xl border border-sand-200 bg-white p-5 focus-within:ring-2 focus-within:ring-brand-300 hover:border-brand-500"
            >
              <h2 className="text-lg font-bold">
                <SmartLink
                  href={form.path}
                  className="after:absolute after:inset-0 focus-visible:outline-none"
                >
                  {form.title}
                </SmartLink>
              </h2>
              <p className="mt-2 flex-1 text-muted">{form.summary}</p>
              <p className="mt-4 text-sm font-semibold text-brand-700" aria-hidden="true">
                Isi formulir →
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl bg-sand-100 p-4">
          Belum ada formulir layanan mandiri saat ini. Untuk bantuan,{' '}
          <SmartLink href="/contact-us" className="font-semibold text-brand-700 underline">
            hubungi kami
          </SmartLink>
          .
        </p>
      )}
    </main>
  )
}
