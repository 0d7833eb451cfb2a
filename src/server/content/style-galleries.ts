import { z } from 'zod'

import {
  styleGalleryDetailSchema,
  styleGallerySchema,
  toStyleGalleryDetail,
  toStyleGalleryView,
} from './views'
import { type CallData, defineCall } from '../contract/call'
import { findBySlug, findPage } from '../data/find'
import { slugParam } from '../contract/fields'
import { listOutput, listParams } from '../data/list'
import { cachedRead } from '../cache'
import { productTags } from '../cache-tags'

export const styleGalleryListCall = defineCall({
  method: 'GET',
  path: '/api/sps/list',
  tag: 'Inspiration',
  query: listParams.extend({ style: z.string().trim().max(60).optional() }),
  summary: 'Shop-the-look sets: a styled photo with hotspots pointing at products.',
  output: listOutput('galleries', styleGallerySchema),
})
export const styleGalleryDetailCall = defineCall({
  method: 'GET',
  path: '/api/sp/fe/detail',
  tag: 'Inspiration',
  query: z.object({ slug: slugParam }),
  summary: 'One shop-the-look set with its hotspots and full products.',
  output: styleGalleryDetailSchema,
  notFound: 'No enabled style gallery has that slug',
})

export async function listStyleGalleries(
  query: z.infer<NonNullable<typeof styleGalleryListCall.query>>,
): Promise<CallData<typeof styleGalleryListCall>> {
  const { docs, info } = await findPage('style-galleries', {
    where: query.style ? [{ style: { equals: query.style } }] : [],
    page: query.page,
    page_size: query.page_size,
    is_enabled: query.is_enabled,
    sort: ['sort', 'id'],
  })
  return { galleries: docs.map((d) => toStyleGalleryView(d)), ...info }
}

export async function getStyleGallery(slug: string): Promise<CallData<typeof styleGalleryDetailCall> | null> {
  const doc = await findBySlug('style-galleries', slug, 2)
  return doc ? toStyleGalleryDetail(doc) : null
}

/** Every enabled look with its products, cached for the shop-the-look page. */
export const readStyleGalleries = cachedRead('site:looks', ['style-galleries', ...productTags], async () => {
  const { galleries } = await listStyleGalleries({ page: 1, page_size: 50, is_enabled: true })
  return Promise.all(galleries.map((g) => getStyleGallery(g.slug)))
})
