import type { CollectionConfig } from 'payload'

import { enabledOrStaff, isStaff } from './access'
import { isEnabledField, slugField, sortField } from './fields'
import { revalidatesReads } from './hooks/revalidate'

export const Services: CollectionConfig = {
  slug: 'services',
  labels: { singular: 'Service', plural: 'Services (Layanan Kami)' },
  admin: { group: 'Content', useAsTitle: 'title' },
  access: { read: enabledOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidatesReads,
  defaultSort: 'sort',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    { name: 'summary', type: 'textarea', required: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'content', type: 'richText' },
    {
      name: 'steps',
      type: 'array',
      labels: { singular: 'Step', plural: 'How to use it' },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
      ],
    },
    {
      name: 'fee_note',
      type: 'text',
      admin: { description: 'For example "Gratis untuk belanja di atas Rp 5.000.000".' },
    },
    isEnabledField,
    sortField,
  ],
}
