import { siteOrigin } from '@/server/seo/metadata'
import { sitemapEntries } from '@/server/seo/sitemap'
import { sitemapPart, urlSet } from '@/server/seo/sitemap-xml'

export const dynamic = 'force-dynamic'

/** One numbered list of a sitemap too large for one file (/sitemap/1.xml …); 404 for any other name. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^([1-9]\d{0,4})\.xml$/.exec((await params).file)
  const [origin, entries] = await Promise.all([siteOrigin(), sitemapEntries()])
  const part = match ? sitemapPart(entries, Number(match[1])) : null
  if (!part) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })
  return new Response(urlSet(origin, part), { headers: { 'content-type': 'application/xml; charset=utf-8' } })
}
