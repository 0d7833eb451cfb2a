import type { CollectionConfig } from 'payload'

import { enabledOrStaff, isStaff } from './access'
import { isEnabledField, slugField } from './fields'
import { revalidatesReads } from './hooks/revalidate'
import { pageBlocks } from '../blocks'

/** Pages composed from blocks: /membership, /company and the catch-all /{slug}. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { group: 'Content', useAsTitle: 'title', defaultColumns: ['title', 'slug', 'is_enabled'] },
  access: { read: enabledOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidatesReads,
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    { name: 'intro', type: 'textarea' },
    { name: 'hero', type: 'upload', relationTo: 'media' },
    { name: 'layout', type: 'blocks', blocks: pageBlocks },
    isEnabledField,
  ],
}
