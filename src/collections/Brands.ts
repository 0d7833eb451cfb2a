import type { CollectionConfig } from 'payload'

import { enabledOrStaff, isStaff } from './access'
import { isEnabledField, sortField } from './fields'
import { revalidatesReads } from './hooks/revalidate'

export const Brands: CollectionConfig = {
  slug: 'brands',
  admin: { group: 'Content', useAsTitle: 'name', defaultColumns: ['name', 'code', 'type', 'is_enabled'] },
  access: { read: enabledOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidatesReads,
  defaultSort: 'sort',
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, index: true },
    { name: 'name', type: 'text', required: true },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'product',
      index: true,
      options: [
        { label: 'Group store (header strip)', value: 'store' },
        { label: 'Product brand', value: 'product' },
      ],
    },
    { name: 'img_icon', type: 'upload', relationTo: 'media' },
    { name: 'url_link', type: 'text' },
    isEnabledField,
    sortField,
  ],
}
