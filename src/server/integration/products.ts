import type { Payload } from 'payload'
import { z } from 'zod'

import { expireReads } from '../../collections/hooks/revalidate'
import { rowText } from './batch'
import { imageUrlProblem, runProductImageQueue } from './product-images'
import { upsertBatch } from './upsert'

/**
 * The catalogue from the retailer's ERP (issue 39), upserted by SKU. A new product needs its name, category
 * and price; an update changes only the fields its row gives (a price feed sends SKU and price), `null`
 * clears an optional one. Products leave the range by `"enabled": false`, never by deletion, so receipts and
 * warranties that name them keep working.
 */
const rupiah = z.number().int('whole rupiah').min(1).max(1_000_000_000_000)
const instant = z.iso.datetime({
  offset: true,
  message: 'an ISO 8601 date-time, e.g. 2026-12-01T00:00:00+07:00',
})
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional()

export const productRow = z.object({
  sku: rowText(64).regex(/^[A-Za-z0-9._/-]+$/, 'letters, digits, . _ / and - only'),
  name: rowText(200).optional(),
  category_code: rowText(64).optional(),
  brand_code: rowText(64).nullable().optional(),
  price: rupiah.optional(),
  sale_price: rupiah.nullable().optional(),
  sale_start: instant.nullable().optional(),
  sale_end: instant.nullable().optional(),
  description: optionalText(5000),
  dimensions: optionalText(120),
  enabled: z.boolean().optional(),
  /** Fetched after the batch answers, from the hosts the integration lists (product-images.ts). */
  image_url: z.string().trim().max(2000).nullable().optional(),
})
export type ProductRow = z.infer<typeof productRow>

type Current = Record<string, unknown> | undefined
const requiredForNew = ['name', 'category_code', 'price'] as const
const isoOrNull = (value: string | null) => (value === null ? null : new Date(value).toISOString())

/** The document fields a row sets, or why it is refused (naming the field). */
export type ProductLookups = {
  categoryByCode: Map<string, number>
  brandByCode: Map<string, number>
  imageHosts: string[]
}

export function productData(
  row: ProductRow,
  { categoryByCode, brandByCode, imageHosts }: ProductLookups,
  current: Current,
): Record<string, unknown> | string {
  if (!current) {
    const missing = requiredForNew.find((field) => row[field] === undefined)
    if (missing) return `${missing}: required for a new product (no product has the SKU ${row.sku})`
  }
  const data: Record<string, unknown> = {}
  if (row.name !== undefined) data.name = row.name
  if (row.category_code !== undefined) {
    const category = categoryByCode.get(row.category_code)
    if (category === undefined) return `category_code: no category has the code ${row.category_code}`
    data.category = category
  }
  if (row.brand_code === null) data.brand = null
  else if (row.brand_code !== undefined) {
    const brand = brandByCode.get(row.brand_code)
    if (brand === undefined) return `brand_code: no product brand has the code ${row.brand_code}`
    data.brand = brand
  }
  if (row.price !== undefined) data.price = row.price
  if (row.sale_price !== undefined) data.sale_price = row.sale_price
  if (row.sale_start !== undefined) data.sale_start = isoOrNull(row.sale_start)
  if (row.sale_end !== undefined) data.sale_end = isoOrNull(row.sale_end)
  if (row.description !== undefined) data.description = row.description || null
  if (row.dimensions !== undefined) data.dimensions = row.dimensions || null
  if (row.enabled !== undefined) data.is_enabled = row.enabled
  else if (!current) data.is_enabled = true
  // A source already fetched is left alone (the same row again is unchanged); null drops the image.
  if (row.image_url === null)
    Object.assign(data, { image_source_url: null, images: [], image_fetch_error: null })
  else if (row.image_url !== undefined && row.image_url !== current?.image_source_url) {
    const problem = imageUrlProblem(row.image_url, imageHosts)
    if (problem) return problem
    Object.assign(data, { image_source_url: row.image_url, image_fetch_error: null })
  }

  // The product as it will be: a sale price below the price, a period that ends after it starts.
  const after = { ...current, ...data }
  const price = after.price as number
  const sale = after.sale_price as number | null | undefined
  if (typeof sale === 'number' && sale >= price) return `sale_price: ${sale} is not below the price ${price}`
  const [start, end] = [after.sale_start, after.sale_end] as (string | null | undefined)[]
  if (start && end && Date.parse(end) <= Date.parse(start)) return 'sale_end: must be after sale_start'
  return data
}

/**
 * A batch of product rows upserted by SKU, without the cache purge (the caller purges once). `imageHosts`:
 * where the caller's image URLs may point.
 */
export const upsertProductRows = (payload: Payload, rows: unknown[], imageHosts: string[]) =>
  upsertBatch(
    payload,
    {
      collection: 'products',
      key: 'sku',
      row: productRow,
      context: { skipRevalidate: true },
      lookups: async (valid: ProductRow[]) => {
        const categoryCodes = [...new Set(valid.flatMap((r) => (r.category_code ? [r.category_code] : [])))]
        const brandCodes = [...new Set(valid.flatMap((r) => (r.brand_code ? [r.brand_code] : [])))]
        const all = { limit: 0, pagination: false, depth: 0, overrideAccess: true } as const
        const [categories, brands] = await Promise.all([
          categoryCodes.length
            ? payload.find({ collection: 'categories', where: { code: { in: categoryCodes } }, ...all })
            : null,
          brandCodes.length
            ? payload.find({
                collection: 'brands',
                where: { and: [{ code: { in: brandCodes } }, { type: { equals: 'product' } }] },
                ...all,
              })
            : null,
        ])
        return {
          categoryByCode: new Map((categories?.docs ?? []).map((c) => [c.code!, c.id])),
          brandByCode: new Map((brands?.docs ?? []).map((b) => [b.code, b.id])),
          imageHosts,
        }
      },
      toData: productData,
    },
    rows,
  )

/**
 * What a batch or a file does once at its end: one purge (pages, the shared cache in front, the search
 * index, which catches up on its next read), and the image fetches it queued started once it has answered.
 */
export function productsChanged(payload: Payload) {
  expireReads('products')
  setImmediate(() => runProductImageQueue(payload))
}

export async function upsertProducts(payload: Payload, rows: unknown[], imageHosts: string[]) {
  // A batch that fails part-way may have written rows before it: they are shown (dropped) all the same.
  const answer = await upsertProductRows(payload, rows, imageHosts).catch((error: unknown) => {
    productsChanged(payload)
    throw error
  })
  if (answer.summary.created + answer.summary.updated > 0) productsChanged(payload)
  return answer
}
