import type { Metadata } from 'next'
import { notKept } from '@/lib/render-clock'
import { headers } from 'next/headers'

import { withQuery } from '@/lib/routes'

import { getSeoDetail } from './records'
import { fetchFailureMessages } from '../shell/messages'
import { trustedProxyHops } from '../security/client-address'

/** The site's public origin: SITE_URL, else the request's own host. */
export async function siteOrigin(): Promise<string> {
  if (process.env.SITE_URL) return process.env.SITE_URL.replace(/\/$/, '')
  const h = await headers()
  // Forwarded headers are the client's to set unless a trusted proxy wrote them; believing them would let one
  // request put another origin into canonical links and JSON-LD of a page the page cache then serves to all.
  const behindProxy = trustedProxyHops() > 0
  const host = (behindProxy ? h.get('x-forwarded-host') : null) ?? h.get('host') ?? 'localhost:3000'
  const proto =
    (behindProxy ? h.get('x-forwarded-proto') : null) ??
    (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https')
  return `${proto}://${host}`
}

/**
 * Meta tags of a path from its SEO record (spec §3 fields), a canonical link to our own origin
 * and path, and optional overrides a detail page knows better (its title, description, image).
 */
export async function seoMetadata(
  path: string,
  overrides: { title?: string; description?: string; image?: string } = {},
): Promise<Metadata> {
  const origin = await siteOrigin()
  let seo
  try {
    seo = await getSeoDetail(path)
  } catch (error) {
    console.error(`[seo] ${fetchFailureMessages.seo}`, error)
    notKept() // no edit would drop it once the read works again
    return { title: overrides.title ?? 'Rumah Loka', alternates: { canonical: `${origin}${path}` } }
  }
  const title = overrides.title ? `${overrides.title} | Rumah Loka` : seo.meta_title
  const description = overrides.description ?? seo.meta_desc
  return {
    metadataBase: new URL(origin),
    title,
    description,
    keywords: seo.meta_keyword || undefined,
    alternates: { canonical: `${origin}${path}` },
    openGraph: {
      title: overrides.title ? title : seo.opengraph_title,
      description: overrides.description ?? seo.opengraph_desc,
      url: `${origin}${path}`,
      siteName: 'Rumah Loka',
      locale: 'id_ID',
      type: 'website',
      ...(overrides.image ? { images: [{ url: overrides.image }] } : {}),
    },
    twitter: {
      card: overrides.image ? 'summary_large_image' : 'summary',
      title: overrides.title ? title : seo.twitter_title,
      description: overrides.description ?? seo.twitter_desc,
    },
    other: seo.opengraph_keyword ? { 'og:keywords': seo.opengraph_keyword } : undefined,
  }
}

/**
 * Metadata of a page of a list. Each page of the plain list is its own canonical (`?page=2` names itself); a
 * filtered or re-sorted list points its canonical at the plain list and asks search engines not to index it
 * (but to follow its links): every combination of filters is a copy of the plain list's content.
 */
export async function listingMetadata(
  path: string,
  { page = 1, filtered = false, noindex = false }: { page?: number; filtered?: boolean; noindex?: boolean },
  overrides: Parameters<typeof seoMetadata>[1] = {},
): Promise<Metadata> {
  const metadata = await seoMetadata(path, overrides)
  const origin = await siteOrigin()
  const canonical = `${origin}${filtered ? path : withQuery(path, { page: page > 1 && page })}`
  return {
    ...metadata,
    alternates: { ...metadata.alternates, canonical },
    openGraph: { ...metadata.openGraph, url: canonical },
    ...(filtered || noindex ? { robots: { index: false, follow: true } } : {}),
  }
}

/** Metadata of a detail page whose slug names nothing enabled (the page itself answers 404). */
export const notFoundMetadata: Metadata = { title: 'This page could not be found | Rumah Loka' }
