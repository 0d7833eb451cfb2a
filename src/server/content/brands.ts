import { z } from 'zod'

import { imageRef } from './media'
import { defineCall } from '../contract/call'
import { findPage } from '../contract/find'
import { listParams } from '../contract/list'

export const brandListCall = defineCall({
  method: 'GET', path: '/api/brand/list', tag: 'Content',
  query: listParams.extend({ type: z.enum(['store', 'product'], { message: 'type must be store or product' }).optional() }),
  summary: 'Brands by type: store (the group\'s other stores, for the header strip) or product.',
  answer: '{ data_brand: Brand[], total, page, page_size, total_page }',
})

export async function listBrands(query: z.infer<NonNullable<typeof brandListCall.query>>) {
  const { docs, info } = await findPage('brands', {
    where: query.type ? [{ type: { equals: query.type } }] : [], page: query.page, page_size: query.page_size, is_enabled: query.is_enabled, sort: ['sort', 'id'],
  })
  return {
    data_brand: docs.map((b) => ({ id: b.id, code: b.code, name: b.name, type: b.type, img_icon: imageRef(b.img_icon), url_link: b.url_link ?? null })),
    ...info,
  }
}
