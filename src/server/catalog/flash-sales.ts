import { z } from 'zod'

import { requiredText } from '@/server/contract/fields'

import { type ProductView, productSchema, toProductView } from './product-view'
import { liveAt } from '../data/period'
import { type CallData, defineCall } from '../contract/call'
import { findOne } from '../data/find'
import { populated } from '../data/relation'
import { cachedRead } from '../cache'
import { productTags } from '../cache-tags'

export const flashSaleCall = defineCall({
  method: 'GET',
  path: '/api/flash/getbytype',
  tag: 'Catalogue',
  query: z.object({
    type: requiredText('type', 60),
  }),
  summary:
    'The live flash sale of a placement (such as homepage) with its products, flash prices and stock; null when none runs.',
  output: z.strictObject({
    flash_sale: z
      .strictObject({
        title: z.string(),
        type: z.string(),
        start_at: z.string().nullable(),
        end_at: z.string().nullable(),
      })
      .nullable(),
    server_time: z.string().describe('The server clock, for a countdown that does not trust the device'),
    items: z.array(
      z.strictObject({ product: productSchema, flash_price: z.number(), stock: z.number().int() }),
    ),
  }),
})

export async function getFlashSale(type: string, now = new Date()): Promise<CallData<typeof flashSaleCall>> {
  const sale = await findOne(
    'flash-sales',
    { and: [{ type: { equals: type } }, { is_enabled: { equals: true } }, liveAt(now)] },
    { depth: 2, sort: 'end_at' },
  )
  const items: { product: ProductView; flash_price: number; stock: number }[] = []
  for (const item of sale?.items ?? []) {
    const product = populated(item.product)
    if (product && product.is_enabled !== false)
      items.push({ product: toProductView(product), flash_price: item.flash_price, stock: item.stock ?? 0 })
  }
  return {
    flash_sale: sale
      ? { title: sale.title, type: sale.type, start_at: sale.start_at ?? null, end_at: sale.end_at ?? null }
      : null,
    server_time: now.toISOString(),
    items,
  }
}

/** The running flash sale of a page, cached for public pages. */
export const readFlashSale = cachedRead('site:flash', ['flash-sales', ...productTags], (type: string) =>
  getFlashSale(type),
)
