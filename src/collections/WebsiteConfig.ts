import type { CollectionConfig } from 'payload'

import { anyone, isStaff } from './access'
import { revalidatesReads } from './hooks/revalidate'

/** Named settings read by the site and apps, such as ref_no. */
export const WebsiteConfig: CollectionConfig = {
  slug: 'website-config',
  labels: { singular: 'Website setting', plural: 'Website settings' },
  admin: {
    group: 'Settings',
    useAsTitle: 'config_name',
    defaultColumns: ['config_name', 'value', 'description'],
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidatesReads,
  fields: [
    { name: 'config_name', type: 'text', required: true, unique: true, index: true },
    { name: 'value', type: 'textarea', required: true },
    { name: 'description', type: 'text' },
  ],
}
