import { cachedRead } from '../cache'
import { getPayloadClient } from '../payload'
import { routes } from '@/lib/routes'

export type SelfServiceFormView = {
  id: number
  slug: string
  title: string
  summary: string
  form_type: 'pdp-agreement'
  agreement_version: string
  agreement_text: unknown
  path: string
}

/** The enabled self-service forms in staff order, each with its page path. */
export const listSelfServiceForms = cachedRead(
  'site:self-service-forms',
  ['self-service-forms'],
  async (): Promise<SelfServiceFormView[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'self-service-forms',
      where: { is_enabled: { equals: true } },
      sort: ['sort', 'id'],
      limit: 50,
      depth: 0,
      overrideAccess: true,
    })
    return docs.map((d) => ({
      id: d.id,
      slug: d.slug,
      title: d.title,
      summary: d.summary,
      form_type: d.form_type,
      agreement_version: d.agreement_version,
      agreement_text: d.agreement_text,
      path: routes.selfServiceForm(d.slug),
    }))
  },
)

export async function findSelfServiceForm(slug: string): Promise<SelfServiceFormView | null> {
  return (await listSelfServiceForms()).find((f) => f.slug === slug) ?? null
}
