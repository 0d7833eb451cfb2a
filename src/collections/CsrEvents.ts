import type { CollectionConfig } from 'payload'

import { enabledOrStaff, isStaff } from './access'
import { isEnabledField, slugField } from './fields'
import { revalidatesReads } from './hooks/revalidate'

/** CSR news (Berita Terbaru). */
export const CsrEvents: CollectionConfig = {
  slug: 'csr-events',
  labels: { singular: 'CSR story', plural: 'CSR events' },
  admin: { group: 'Content', useAsTitle: 'title', defaultColumns: ['title', 'date', 'is_enabled'] },
  access: { read: enabledOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidatesReads,
  defaultSort: '-date',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    { name: 'date', type: 'date', required: true, index: true },
    { name: 'location', type: 'text' },
    { name: 'summary', type: 'textarea', required: true },
    { name: 'cover', type: 'upload', relationTo: 'media', required: true },
    { name: 'content', type: 'richText' },
    { name: 'gallery', type: 'upload', relationTo: 'media', hasMany: true },
    isEnabledField,
  ],
}
