/**
 * The sitemap protocol's files (sitemaps.org): a list holds at most 50,000 addresses, so a site with more is
 * an index of numbered lists. Pure functions: the routes under src/app/sitemap* read the entries and answer.
 */
export const SITEMAP_MAX_URLS = 50_000

export type SitemapEntry = { path: string; updatedAt: string | null }

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  )

const head = '<?xml version="1.0" encoding="UTF-8"?>\n'
const ns = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'

/** How many lists `count` addresses need (0 when they fit in one, which is then the sitemap itself). */
export const sitemapParts = (count: number, max = SITEMAP_MAX_URLS) =>
  count > max ? Math.ceil(count / max) : 0

/** A list of addresses (`urlset`). */
export function urlSet(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url>\n<loc>${escapeXml(`${origin}${e.path}`)}</loc>${e.updatedAt ? `\n<lastmod>${new Date(e.updatedAt).toISOString()}</lastmod>` : ''}\n</url>`,
  )
  return `${head}<urlset ${ns}>\n${urls.join('\n')}\n</urlset>\n`
}

/** The index of `parts` numbered lists, at /sitemap/1.xml … /sitemap/{parts}.xml. */
export function sitemapIndex(origin: string, parts: number): string {
  const lists = Array.from(
    { length: parts },
    (_, i) => `<sitemap>\n<loc>${escapeXml(sitemapPartUrl(origin, i + 1))}</loc>\n</sitemap>`,
  )
  return `${head}<sitemapindex ${ns}>\n${lists.join('\n')}\n</sitemapindex>\n`
}

export const sitemapPartUrl = (origin: string, part: number) => `${origin}/sitemap/${part}.xml`

/** The entries of list `part` (from 1), or null when there is no such list. */
export function sitemapPart<T>(entries: T[], part: number, max = SITEMAP_MAX_URLS): T[] | null {
  const parts = sitemapParts(entries.length, max)
  if (!Number.isInteger(part) || part < 1 || part > parts) return null
  return entries.slice((part - 1) * max, part * max)
}
