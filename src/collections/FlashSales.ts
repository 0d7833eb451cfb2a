import type { CollectionConfig } from 'payload'

import { enabledOrStaff, isStaff } from './access'
import { isEnabledField, periodFields, rupiahField } from './fields'
import { revalidatesReads } from './hooks/revalidate'

export const FlashSales: CollectionConfig = {
  slug: 'flash-sales',
  admin: {
    group: 'Promotions',
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'start_at', 'end_at'],
  },
  access: { read: enabledOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidatesReads,
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'type',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'Where it shows, for example homepage.' },
    },
    ...periodFields,
    {
      name: 'items',
      type: 'array',
      fields: [
        { name: 'product', type: 'relationship', relationTo: 'products', required: true },
        rupiahField('flash_price', 'Flash price (IDR)', true),
        { name: 'stock', type: 'number', min: 0, defaultValue: 10 },
      ],
    },
    isEnabledField,
  ],
}
