import type { CollectionConfig } from 'payload'

import { enabledOrStaff, isStaff } from './access'
import { isEnabledField, slugField } from './fields'
import { revalidatesReads } from './hooks/revalidate'

/** Inspiration articles (/inspirations) with the products they feature. */
export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: { singular: 'Inspiration article', plural: 'Inspiration articles' },
  admin: {
    group: 'Inspiration',
    useAsTitle: 'title',
    defaultColumns: ['title', 'published_at', 'is_enabled'],
  },
  access: { read: enabledOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidatesReads,
  defaultSort: '-published_at',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    { name: 'excerpt', type: 'textarea', required: true },
    { name: 'cover', type: 'upload', relationTo: 'media', required: true },
    { name: 'content', type: 'richText' },
    { name: 'author', type: 'text' },
    { name: 'published_at', type: 'date', required: true, index: true },
    { name: 'room_category', type: 'relationship', relationTo: 'room-categories', index: true },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true },
    { name: 'tags', type: 'text' },
    isEnabledField,
  ],
}
