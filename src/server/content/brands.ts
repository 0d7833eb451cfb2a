import { z } from 'zod'

import { imageRef, imageSchema } from '../data/media'
import { type CallData, defineCall } from '../contract/call'
import { findPage } from '../data/find'
import { listOutput, listParams } from '../data/list'

const brandSchema = z
  .strictObject({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    type: z.enum(['store', 'product']),
    img_icon: imageSchema.nullable(),
    url_link: z.string().nullable(),
  })
  .meta({ id: 'Brand' })

export const brandListCall = defineCall({
  method: 'GET',
  path: '/api/brand/list',
  tag: 'Content',
  query: listParams.extend({
    type: z.enum(['store', 'product'], { message: 'type must be store or product' }).optional(),
  }),
  summary: "Brands by type: store (the group's other stores, for the header strip) or product.",
  output: listOutput('data_brand', brandSchema),
})

export async function listBrands(
  query: z.infer<NonNullable<typeof brandListCall.query>>,
): Promise<CallData<typeof brandListCall>> {
  const { docs, info } = await findPage('brands', {
    where: query.type ? [{ type: { equals: query.type } }] : [],
    page: query.page,
    page_size: query.page_size,
    is_enabled: query.is_enabled,
    sort: ['sort', 'id'],
  })
  return {
    data_brand: docs.map((b) => ({
      id: b.id,
      code: b.code,
      name: b.name,
      type: b.type,
      img_icon: imageRef(b.img_icon),
      url_link: b.url_link ?? null,
    })),
    ...info,
  }
}
