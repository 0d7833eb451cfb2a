import { cachedRead } from '../cache'
import { getPayloadClient } from '../payload'
import { sitemapEntries, sitemapTags } from '../seo/sitemap'

/**
 * Public pages that are not in the sitemap but are pages a shopper opens (tools and forms).
 * Customer-link pages (`/refund/…`, `/detail_receipt/…`, `/voucher-claim/…`) are left out on purpose: their
 * path is a personal token, which a visit count must not keep.
 */
const unlistedPages = [
  '/search',
  '/developers',
  '/self-service',
  '/voucher-claim',
  '/konfirmasi-newsletter',
  '/konfirmasi-event',
  '/berhenti-langganan',
]

/** Every public page the site serves: the sitemap's, the unlisted ones and each self-service form. */
const servedPathList = cachedRead('site:served-paths', [...sitemapTags, 'self-service-forms'], async () => {
  const payload = await getPayloadClient()
  const { docs: forms } = await payload.find({
    collection: 'self-service-forms',
    where: { is_enabled: { equals: true } },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { slug: true },
  })
  return [
    ...(await sitemapEntries()).map((e) => e.path),
    ...unlistedPages,
    ...forms.map((f) => `/self-service/${(f as { slug: string }).slug}`),
  ]
})

let last: { list: string[]; set: Set<string> } | null = null

/**
 * Whether a path is a page the site serves: only those are counted, so made-up paths cannot add a row per
 * path and day.
 */
export async function isServedPath(path: string): Promise<boolean> {
  const list = await servedPathList()
  if (last?.list !== list) last = { list, set: new Set(list) }
  return last.set.has(path)
}
