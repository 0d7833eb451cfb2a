import type { CollectionConfig } from 'payload'

import { isStaff } from './access'
import { privateDir } from '../lib/paths'

/** Signatures and claim photos sent by shoppers: staff-only, outside any public folder. */
export const PrivateUploads: CollectionConfig = {
  slug: 'private-uploads',
  labels: { singular: 'Private upload', plural: 'Private uploads' },
  admin: { group: 'Submissions', useAsTitle: 'filename' },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  upload: { staticDir: privateDir, mimeTypes: ['image/png', 'image/jpeg', 'image/webp'] },
  fields: [
    {
      name: 'purpose',
      type: 'select',
      required: true,
      options: ['signature', 'warranty-claim-photo'],
    },
  ],
}
