import { z } from 'zod'

import { serviceDetailSchema, serviceSchema, toServiceDetail, toServiceView } from './views'
import { type CallData, defineCall } from '../contract/call'
import { findBySlug, findPage } from '../data/find'
import { slugParam } from '../contract/fields'
import { listOutput, listParams } from '../data/list'
import { cachedRead } from '../cache'

export const serviceListCall = defineCall({
  method: 'GET',
  path: '/api/services/list',
  tag: 'Content',
  query: listParams,
  summary: "The retailer's services (delivery, assembly, interior consultation…), in staff order.",
  output: listOutput('services', serviceSchema),
})
export const serviceDetailCall = defineCall({
  method: 'GET',
  path: '/api/services/fe/detail',
  tag: 'Content',
  query: z.object({ slug: slugParam }),
  summary: 'One service with how to use it.',
  output: serviceDetailSchema,
  notFound: 'No enabled service has that slug',
})

export async function listServices(
  query: z.infer<typeof listParams>,
): Promise<CallData<typeof serviceListCall>> {
  const { docs, info } = await findPage('services', {
    page: query.page,
    page_size: query.page_size,
    is_enabled: query.is_enabled,
    sort: ['sort', 'id'],
  })
  return { services: docs.map((d) => toServiceView(d)), ...info }
}

export async function getService(slug: string): Promise<CallData<typeof serviceDetailCall> | null> {
  const doc = await findBySlug('services', slug)
  return doc ? toServiceDetail(doc) : null
}

/** Cached reads of public pages. */
export const readServices = cachedRead(
  'site:services',
  ['services'],
  async () => (await listServices({ page: 1, page_size: 50, is_enabled: true })).services,
)
export const readService = cachedRead('site:service', ['services'], getService)
