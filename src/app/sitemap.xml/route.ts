import { siteOrigin } from '@/server/seo/metadata'
import { sitemapEntries } from '@/server/seo/sitemap'
import { sitemapIndex, sitemapParts, urlSet } from '@/server/seo/sitemap-xml'

export const dynamic = 'force-dynamic'

const xml = (body: string) =>
  new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } })

/** The sitemap: the list itself, or the index of its numbered lists once it passes 50,000 addresses. */
export async function GET() {
  const [origin, entries] = await Promise.all([siteOrigin(), sitemapEntries()])
  const parts = sitemapParts(entries.length)
  return xml(parts ? sitemapIndex(origin, parts) : urlSet(origin, entries))
}
