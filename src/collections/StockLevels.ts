import type { CollectionConfig } from 'payload'

import { isStaff } from './access'

const never = () => false

/**
 * What each store holds of each product (issue 53), from the retailer's POS and ERP through
 * `POST /integration/v1/stock` (src/server/stock/import.ts), which writes these rows in batches beside the
 * Local API: 2.7 million of them in a full catalogue, so no document hooks run per level. Staff read them
 * (the product's edit view lists its stores); nobody edits them here: the feed owns them.
 */
export const StockLevels: CollectionConfig = {
  slug: 'stock-levels',
  labels: { singular: 'Stock level', plural: 'Stock levels' },
  admin: {
    group: 'Catalogue',
    defaultColumns: ['product', 'store', 'level', 'on_display', 'counted_at'],
    description: 'Stok per toko dari POS/ERP (hanya baca: diperbarui lewat integrasi).',
  },
  access: { read: isStaff, create: never, update: never, delete: never },
  indexes: [{ fields: ['product', 'store'], unique: true }],
  fields: [
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true },
    { name: 'store', type: 'relationship', relationTo: 'stores', required: true, index: true },
    {
      name: 'level',
      type: 'number',
      required: true,
      min: 0,
      admin: { description: 'Units the store holds (shoppers see in stock, few left or out, never this).' },
    },
    { name: 'on_display', type: 'checkbox', defaultValue: false, label: 'On display in the showroom' },
    {
      name: 'counted_at',
      type: 'date',
      required: true,
      admin: {
        date: { pickerAppearance: 'dayAndTime' },
        description:
          'When the store counted this level (a later count is never overwritten by an earlier one).',
      },
    },
  ],
}
