import { z } from 'zod'

import { requiredText } from '@/server/contract/fields'

import { type CallData, defineCall } from '../contract/call'
import { getPayloadClient } from '../payload'

const seoDetailSchema = z
  .strictObject({
    meta_title: z.string(),
    meta_desc: z.string(),
    meta_keyword: z.string(),
    opengraph_title: z.string(),
    opengraph_desc: z.string(),
    opengraph_url: z.string(),
    opengraph_keyword: z.string(),
    twitter_title: z.string(),
    twitter_desc: z.string(),
    link_url: z.string().describe('The path asked for, cleaned'),
    matched_url: z.string().describe('The path of the record used'),
  })
  .meta({ id: 'SeoDetail' })

export const seoDetailCall = defineCall({
  method: 'GET',
  path: '/api/seo/fe/detail',
  tag: 'Content',
  query: z.object({
    link_url: requiredText('link_url', 300).startsWith('/', 'link_url must be a path starting with /'),
  }),
  summary:
    "The SEO record of a path; a detail path falls back to its list's record, and then to the home page's.",
  output: seoDetailSchema,
})

export type SeoDetail = CallData<typeof seoDetailCall>

/** Candidate records for a path, most specific first: /a/b/c, /a/b, /a, /. */
export function seoCandidates(linkUrl: string): string[] {
  const clean = `/${linkUrl.split(/[?#]/)[0]!.split('/').filter(Boolean).join('/')}`
  const parts = clean.split('/').filter(Boolean)
  const out: string[] = []
  for (let i = parts.length; i > 0; i--) out.push(`/${parts.slice(0, i).join('/')}`)
  out.push('/')
  return out
}

export async function getSeoDetail(linkUrl: string): Promise<SeoDetail> {
  const payload = await getPayloadClient()
  const candidates = seoCandidates(linkUrl)
  const { docs } = await payload.find({
    collection: 'seo',
    where: { link_url: { in: candidates } },
    limit: candidates.length,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const byUrl = new Map(docs.map((d) => [d.link_url, d]))
  const doc = candidates.map((c) => byUrl.get(c)).find(Boolean)
  const title = doc?.meta_title ?? 'Rumah Loka'
  const desc = doc?.meta_desc ?? 'Furnitur dan perlengkapan rumah.'
  return {
    meta_title: title,
    meta_desc: desc,
    meta_keyword: doc?.meta_keyword ?? '',
    opengraph_title: doc?.opengraph_title || title,
    opengraph_desc: doc?.opengraph_desc || desc,
    opengraph_url: candidates[0]!,
    opengraph_keyword: doc?.opengraph_keyword ?? '',
    twitter_title: doc?.twitter_title || title,
    twitter_desc: doc?.twitter_desc || desc,
    link_url: candidates[0]!,
    matched_url: doc?.link_url ?? '/',
  }
}
