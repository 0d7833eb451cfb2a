import type { MetadataRoute } from 'next'

import { siteOrigin } from '@/server/seo/metadata'
import { sitemapEntries } from '@/server/seo/sitemap'

export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [origin, entries] = await Promise.all([siteOrigin(), sitemapEntries()])
  return entries.map((e) => ({
    url: `${origin}${e.path}`,
    ...(e.updatedAt ? { lastModified: e.updatedAt } : {}),
  }))
}
