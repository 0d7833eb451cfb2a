import type { CollectionConfig } from 'payload'

import { enabledOrStaff, isStaff } from './access'
import { isEnabledField, periodFields, sortField } from './fields'
import { revalidatesReads } from './hooks/revalidate'

export const Banners: CollectionConfig = {
  slug: 'banners',
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'section_name', 'is_enabled', 'start_at', 'end_at'],
  },
  access: { read: enabledOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidatesReads,
  defaultSort: 'sort',
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'section_name',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'Where it shows: hero, secondary-float, popup, promo-strip…' },
    },
    { name: 'img_main', type: 'upload', relationTo: 'media', required: true, label: 'Image (desktop)' },
    { name: 'img_mobile', type: 'upload', relationTo: 'media', label: 'Image (mobile)' },
    {
      name: 'url_link',
      type: 'text',
      admin: { description: 'Where a click leads; a path or a full address.' },
    },
    ...periodFields,
    isEnabledField,
    sortField,
  ],
}
