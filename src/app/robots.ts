import type { MetadataRoute } from 'next'

import { siteOrigin } from '@/server/seo/metadata'

export const dynamic = 'force-dynamic'

export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin()
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/cms-api', '/api/', '/apiwarranty/', '/apiselfservice/', '/apirefund/', '/apireceipt/', '/apivoucher/', '/apiverify/', '/mobile/', '/refund/', '/voucher-claim/', '/detail_receipt/', '/konfirmasi-newsletter'] }],
    sitemap: `${origin}/sitemap.xml`,
  }
}
