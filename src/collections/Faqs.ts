import type { CollectionConfig } from 'payload'

import { enabledOrStaff, isStaff } from './access'
import { isEnabledField, sortField } from './fields'
import { revalidatesReads } from './hooks/revalidate'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQ' },
  admin: { group: 'Content', useAsTitle: 'question', defaultColumns: ['question', 'topic', 'sort'] },
  access: { read: enabledOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidatesReads,
  defaultSort: 'sort',
  fields: [
    {
      name: 'topic',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'Group heading, for example Pengiriman.' },
    },
    { name: 'question', type: 'text', required: true },
    { name: 'answer', type: 'textarea', required: true },
    isEnabledField,
    sortField,
  ],
}
