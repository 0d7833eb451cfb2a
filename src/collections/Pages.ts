import type { Block, CollectionConfig } from 'payload'

import { enabledOrStaff, isStaff } from './access'
import { isEnabledField, slugField } from './fields'
import { revalidates } from './hooks/revalidate'

const blocks: Block[] = [
  { slug: 'richText', labels: { singular: 'Text', plural: 'Text' }, fields: [{ name: 'content', type: 'richText', required: true }] },
  {
    slug: 'image',
    fields: [
      { name: 'image', type: 'upload', relationTo: 'media', required: true },
      { name: 'caption', type: 'text' },
    ],
  },
  { slug: 'banner', fields: [{ name: 'banner', type: 'relationship', relationTo: 'banners', required: true }] },
  {
    slug: 'productList',
    labels: { singular: 'Product list', plural: 'Product lists' },
    fields: [
      { name: 'title', type: 'text' },
      { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true, required: true },
    ],
  },
  {
    slug: 'callToAction',
    labels: { singular: 'Call to action', plural: 'Calls to action' },
    fields: [
      { name: 'heading', type: 'text', required: true },
      { name: 'text', type: 'textarea' },
      { name: 'label', type: 'text', required: true },
      { name: 'url', type: 'text', required: true },
    ],
  },
  {
    slug: 'faq',
    labels: { singular: 'FAQ group', plural: 'FAQ groups' },
    fields: [{ name: 'topic', type: 'text', required: true, admin: { description: 'Shows the FAQ of this topic.' } }],
  },
]

/** Pages composed from blocks: /membership, /company and the catch-all /{slug}. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { group: 'Content', useAsTitle: 'title', defaultColumns: ['title', 'slug', 'is_enabled'] },
  access: { read: enabledOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidates('pages'),
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    { name: 'intro', type: 'textarea' },
    { name: 'hero', type: 'upload', relationTo: 'media' },
    { name: 'layout', type: 'blocks', blocks },
    isEnabledField,
  ],
}
