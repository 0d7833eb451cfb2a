import type { CollectionConfig } from 'payload'

import { anyone, isStaff } from './access'
import { revalidatesReads } from './hooks/revalidate'

export const SeoRecords: CollectionConfig = {
  slug: 'seo',
  labels: { singular: 'SEO record', plural: 'SEO' },
  admin: { group: 'Settings', useAsTitle: 'link_url', defaultColumns: ['link_url', 'meta_title'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidatesReads,
  fields: [
    {
      name: 'link_url',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'The path this record describes, such as / or /kalender-event.' },
    },
    { name: 'meta_title', type: 'text', required: true },
    { name: 'meta_desc', type: 'textarea' },
    { name: 'meta_keyword', type: 'text' },
    { name: 'opengraph_title', type: 'text' },
    { name: 'opengraph_desc', type: 'textarea' },
    { name: 'opengraph_url', type: 'text' },
    { name: 'opengraph_keyword', type: 'text' },
    { name: 'twitter_title', type: 'text' },
    { name: 'twitter_desc', type: 'textarea' },
  ],
}
