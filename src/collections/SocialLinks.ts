import type { CollectionConfig } from 'payload'

import { enabledOrStaff, isStaff } from './access'
import { isEnabledField, sortField } from './fields'
import { revalidatesReads } from './hooks/revalidate'

export const SocialLinks: CollectionConfig = {
  slug: 'social-links',
  admin: { group: 'Settings', useAsTitle: 'name' },
  access: { read: enabledOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidatesReads,
  defaultSort: 'sort',
  fields: [
    {
      name: 'platform',
      type: 'select',
      required: true,
      options: ['instagram', 'facebook', 'tiktok', 'youtube', 'twitter', 'pinterest', 'whatsapp'],
    },
    { name: 'name', type: 'text', required: true },
    { name: 'url', type: 'text', required: true },
    isEnabledField,
    sortField,
  ],
}
