import type { CollectionConfig, DateField } from 'payload'

import type { Product } from '@/payload-types'

import { enabledOrStaff, isStaff } from './access'
import { isEnabledField, rupiahField } from './fields'
import { revalidatesReads } from './hooks/revalidate'
import { slugify } from '../lib/slug'
import { listTools } from './admin/list-tools'
import { productImportEndpoint } from './endpoints/product-import'
import { queueProductImage } from '../server/integration/product-images'
import { forgetStock } from '../server/stock/forget'

/** Either end of a sale price's period (blank: open on that side); toProductView applies it. */
const salePeriodField = (name: 'sale_start' | 'sale_end', label: string): DateField => ({
  name,
  type: 'date',
  label,
  index: true,
  admin: {
    date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' },
    description: 'Blank: the sale price applies without a limit on this side.',
  },
  validate: (value: unknown, { siblingData }: { siblingData: Partial<Product> }) => {
    if (name !== 'sale_end' || !value || !siblingData.sale_start) return true
    return Date.parse(String(value)) > Date.parse(String(siblingData.sale_start))
      ? true
      : 'The sale must end after it starts.'
  },
})

export const Products: CollectionConfig = {
  slug: 'products',
  admin: {
    group: 'Catalogue',
    useAsTitle: 'name',
    defaultColumns: ['name', 'sku', 'price', 'sale_price', 'category', 'brand', 'is_enabled'],
    listSearchableFields: ['name', 'sku'],
    components: {
      beforeListTable: [
        listTools('products', {
          filters: [
            { label: 'Enabled', where: { is_enabled: { equals: true } } },
            { label: 'Disabled', where: { is_enabled: { equals: false } } },
            { label: 'On sale', where: { sale_price: { greater_than: 0 } } },
            { label: 'New', where: { is_new: { equals: true } } },
            { label: 'B2B only', where: { is_informab2b: { equals: true } } },
            { label: 'Out of stock everywhere', where: { in_stock_anywhere: { equals: false } } },
          ],
        }),
        '/components/admin/ProductImport#ProductImport',
      ],
    },
  },
  access: { read: enabledOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  endpoints: [productImportEndpoint],
  hooks: {
    ...revalidatesReads,
    beforeDelete: [forgetStock('product')],
    afterChange: [
      ...revalidatesReads.afterChange,
      // A new image source from the ERP is fetched by the job queue, queued in the same write.
      async ({ doc, previousDoc, req }) => {
        if (doc.image_source_url && doc.image_source_url !== previousDoc?.image_source_url)
          await queueProductImage(req, doc.id, doc.image_source_url)
        return doc
      },
    ],
    beforeValidate: [
      ({ data }) => {
        if (data && !data.url_key && typeof data.name === 'string' && typeof data.sku === 'string') {
          data.url_key = slugify(`${data.name} ${data.sku}`)
        }
        return data
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'sku', type: 'text', required: true, unique: true, index: true },
        { name: 'url_key', type: 'text', required: true, unique: true, index: true },
      ],
    },
    { name: 'description', type: 'textarea' },
    {
      type: 'row',
      fields: [rupiahField('price', 'Price (IDR)', true), rupiahField('sale_price', 'Sale price (IDR)')],
    },
    {
      type: 'row',
      fields: [salePeriodField('sale_start', 'Sale starts'), salePeriodField('sale_end', 'Sale ends')],
    },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
    {
      type: 'row',
      fields: [
        {
          name: 'image_source_url',
          type: 'text',
          label: 'Image source (from the ERP)',
          admin: {
            readOnly: true,
            description: 'The image_url an integration sent; fetched into Images once per address.',
          },
        },
        {
          name: 'image_fetch_error',
          type: 'text',
          label: 'Image fetch problem',
          admin: { readOnly: true, condition: (data) => Boolean(data?.image_fetch_error) },
        },
      ],
    },
    { name: 'category', type: 'relationship', relationTo: 'categories', required: true, index: true },
    { name: 'brand', type: 'relationship', relationTo: 'brands', index: true },
    { name: 'room', type: 'relationship', relationTo: 'room-categories', index: true },
    {
      name: 'style',
      type: 'select',
      options: ['Skandinavia', 'Industrial', 'Minimalis', 'Japandi', 'Klasik', 'Tropis', 'Kontemporer'],
    },
    { name: 'color', type: 'text' },
    { name: 'material', type: 'text' },
    { name: 'dimensions', type: 'text', admin: { description: 'For example 200 × 90 × 85 cm.' } },
    { name: 'tags', type: 'text', admin: { description: 'Comma-separated words shoppers may search for.' } },
    { name: 'marketplace_url', type: 'text', label: 'Marketplace link (Shop Now)' },
    { name: 'warranty_months', type: 'number', defaultValue: 12, min: 0 },
    { name: 'sold_count', type: 'number', defaultValue: 0, min: 0, admin: { position: 'sidebar' } },
    { name: 'is_new', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    {
      name: 'is_informab2b',
      type: 'checkbox',
      defaultValue: false,
      label: 'B2B only',
      admin: { position: 'sidebar' },
    },
    isEnabledField,
    {
      name: 'in_stock_anywhere',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: 'In stock or on display in a store',
      // Kept by the stock import for the products each batch touches (src/server/stock/import.ts).
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'stock_by_store',
      type: 'ui',
      admin: { components: { Field: '@/components/admin/ProductStock#ProductStock' } },
    },
  ],
}
