import { z } from 'zod'

import { requiredText } from '@/server/contract/fields'

import type { Seo } from '@/payload-types'

import { cachedRead } from '../cache'
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

const fields = [
  'link_url',
  'meta_title',
  'meta_desc',
  'meta_keyword',
  'opengraph_title',
  'opengraph_desc',
  'opengraph_keyword',
  'twitter_title',
  'twitter_desc',
] as const
type SeoRecord = Pick<Seo, (typeof fields)[number]>

/**
 * Every SEO record, read once per edit of the collection: a page's head looks its path up in memory, so a
 * crawler's first visit to each of 50,000 product pages costs no query for it (one per page before). Staff
 * write one record per page they tune, a few KB each.
 */
const readSeoRecords = cachedRead('seo:records', ['seo'], async (): Promise<SeoRecord[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'seo',
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: Object.fromEntries(fields.map((f) => [f, true])),
  })
  return docs as SeoRecord[]
})

let indexed: { records: SeoRecord[]; byUrl: Map<string, SeoRecord> } | null = null
/** The records by path (link_url is unique), made again only when the cached list is read anew. */
async function seoRecordsByUrl() {
  const records = await readSeoRecords()
  if (indexed?.records !== records) {
    indexed = { records, byUrl: new Map(records.map((r) => [r.link_url, r])) }
  }
  return indexed.byUrl
}

export async function getSeoDetail(linkUrl: string): Promise<SeoDetail> {
  const candidates = seoCandidates(linkUrl)
  const byUrl = await seoRecordsByUrl()
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
