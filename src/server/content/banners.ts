import type { Where } from 'payload'
import { z } from 'zod'

import { imageRef, imageSchema } from '../data/media'
import { liveAt } from '../data/period'
import { type CallData, defineCall } from '../contract/call'
import { listOutput, listParams, pageInfo } from '../data/list'
import { getPayloadClient } from '../payload'
import { cachedRead } from '../cache'

export const bannerSchema = z
  .strictObject({
    id: z.number().int(),
    title: z.string(),
    section_name: z.string(),
    url_link: z.string().nullable(),
    img_main: imageSchema.nullable(),
    img_mobile: imageSchema.nullable(),
    image: imageSchema
      .nullable()
      .describe("The image for the caller's browser: img_mobile on mobile when there is one"),
    is_enabled: z.boolean(),
  })
  .meta({ id: 'Banner' })
export type BannerView = z.output<typeof bannerSchema>

export const bannerListQuery = listParams.extend({
  section_name: z
    .string()
    .trim()
    .min(1, 'section_name cannot be empty')
    .max(60, 'section_name is too long')
    .optional(),
  browser: z.enum(['mobile', 'desktop'], { message: 'browser must be mobile or desktop' }).optional(),
})
export type BannerQuery = z.infer<typeof bannerListQuery>

export const bannerListCall = defineCall({
  method: 'GET',
  path: '/api/banner/list',
  tag: 'Content',
  query: bannerListQuery,
  summary:
    'Banners of a section (hero, secondary-float, popup…), enabled and inside their period; browser=mobile picks img_mobile.',
  output: listOutput('banners', bannerSchema),
})

/** Banners of a section, in staff order; enabled ones only inside their period. */
export async function listBanners(
  query: BannerQuery,
  now = new Date(),
): Promise<CallData<typeof bannerListCall>> {
  const payload = await getPayloadClient()
  const where: Where = {
    and: [{ is_enabled: { equals: query.is_enabled } }, ...(query.is_enabled ? [liveAt(now)] : [])],
  }
  if (query.section_name) where.and!.push({ section_name: { equals: query.section_name } })
  const result = await payload.find({
    collection: 'banners',
    where,
    page: query.page,
    limit: query.page_size,
    sort: ['sort', 'id'],
    depth: 1,
    overrideAccess: true,
  })
  const banners: BannerView[] = result.docs.map((doc) => {
    const img_main = imageRef(doc.img_main)
    const img_mobile = imageRef(doc.img_mobile)
    return {
      id: doc.id,
      title: doc.title,
      section_name: doc.section_name,
      url_link: doc.url_link ?? null,
      img_main,
      img_mobile,
      image: query.browser === 'mobile' ? (img_mobile ?? img_main) : img_main,
      is_enabled: doc.is_enabled !== false,
    }
  })
  return { banners, ...pageInfo(result.totalDocs, query.page, query.page_size) }
}

/** The home page's hero slides, cached for public pages. */
export const readHeroBanners = cachedRead(
  'site:hero',
  ['banners'],
  async () => (await listBanners({ section_name: 'hero', page: 1, page_size: 10, is_enabled: true })).banners,
)
