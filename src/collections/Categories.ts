import type { CollectionConfig } from 'payload'

import { enabledOrStaff, isStaff } from './access'
import { isEnabledField, slugField, sortField } from './fields'
import { revalidatesReads } from './hooks/revalidate'

export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: {
    group: 'Catalogue',
    useAsTitle: 'name',
    defaultColumns: ['name', 'code', 'parent', 'slug', 'is_enabled'],
  },
  access: { read: enabledOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidatesReads,
  defaultSort: 'sort',
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    {
      name: 'code',
      type: 'text',
      unique: true,
      index: true,
      admin: { description: "The ERP's code for this category: product imports name categories by it." },
    },
    { name: 'parent', type: 'relationship', relationTo: 'categories', index: true },
    { name: 'description', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    isEnabledField,
    sortField,
  ],
}
