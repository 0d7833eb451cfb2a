import { notFound } from 'next/navigation'

import { PageIntro } from '@/components/content/PageIntro'
import { RichContent } from '@/components/content/RichContent'
import { PdpAgreementForm } from '@/components/selfservice/PdpAgreementForm'
import { contractConfig } from '@/server/contract/config'
import { findSelfServiceForm } from '@/server/selfservice/forms'
import { notFoundMetadata, seoMetadata } from '@/server/seo/metadata'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props) {
  const form = await findSelfServiceForm((await params).slug)
  if (!form) return notFoundMetadata
  return seoMetadata(form.path, { title: form.title, description: form.summary })
}

/**
 * The site code this website sends on self-service calls (spec §6), so staff see where an agreement was
 * signed.
 */
const SITE_CODE = 'WEB'

export default async function SelfServiceFormPage({ params }: Props) {
  const form = await findSelfServiceForm((await params).slug)
  if (!form) notFound()
  const headers = {
    [contractConfig.businessUnitHeader]: contractConfig.businessUnit,
    [contractConfig.siteCodeHeader]: SITE_CODE,
  }
  return (
    <main id="main" className="container pb-12">
      <PageIntro title={form.title} intro={form.summary} />
      <noscript>
        <p className="mb-4 rounded-xl bg-amber-50 p-3">
          Formulir ini membutuhkan JavaScript untuk verifikasi email dan tanda tangan. Aktifkan JavaScript,
          atau hubungi layanan pelanggan kami.
        </p>
      </noscript>
      <PdpAgreementForm
        formPath={form.path}
        version={form.agreement_version}
        headers={headers}
        agreementText={<RichContent data={form.agreement_text} />}
      />
    </main>
  )
}
