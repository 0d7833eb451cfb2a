import type { CollectionConfig } from 'payload'

import { enabledOrStaff, isStaff } from './access'
import { isEnabledField, slugField, sortField } from './fields'
import { revalidatesReads } from './hooks/revalidate'

/** Shop-the-look: a styled photo whose hotspots point at products. */
export const StyleGalleries: CollectionConfig = {
  slug: 'style-galleries',
  labels: { singular: 'Shop-the-look set', plural: 'Shop the look' },
  admin: { group: 'Inspiration', useAsTitle: 'title' },
  access: { read: enabledOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidatesReads,
  defaultSort: 'sort',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    { name: 'style', type: 'text', admin: { description: 'For example Japandi.' } },
    { name: 'description', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'hotspots',
      type: 'array',
      admin: { description: 'Position in percent of the photo, from its top-left corner.' },
      fields: [
        { name: 'product', type: 'relationship', relationTo: 'products', required: true },
        {
          type: 'row',
          fields: [
            { name: 'x', type: 'number', required: true, min: 0, max: 100 },
            { name: 'y', type: 'number', required: true, min: 0, max: 100 },
          ],
        },
      ],
    },
    isEnabledField,
    sortField,
  ],
}
