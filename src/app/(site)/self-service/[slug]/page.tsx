import { notFoundPage } from '@/components/layout/NotFoundPage'
import { NeedsScript, PageIntro } from '@/components/content/PageIntro'
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
  if (!form) return notFoundPage()
  const headers = {
    [contractConfig.businessUnitHeader]: contractConfig.businessUnit,
    [contractConfig.siteCodeHeader]: SITE_CODE,
  }
  return (
    <main id="main" className="container pb-12">
      <PageIntro title={form.title} intro={form.summary} />
      <NeedsScript subject="Verifikasi email dan tanda tangan formulir ini" />
      <PdpAgreementForm
        formPath={form.path}
        version={form.agreement_version}
        headers={headers}
        agreementText={<RichContent data={form.agreement_text} />}
      />
    </main>
  )
}
