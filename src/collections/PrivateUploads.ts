import type { CollectionConfig } from 'payload'

import { canSeePersonalData, isStaff } from './access'
import { privateDir } from '../lib/paths'

/** Signatures and claim photos sent by shoppers: staff-only, outside any public folder. */
export const PrivateUploads: CollectionConfig = {
  slug: 'private-uploads',
  labels: { singular: 'Private upload', plural: 'Private uploads' },
  admin: { group: 'Submissions', useAsTitle: 'filename' },
  // Signatures belong to personal-data agreements: only the staff who may see those see them.
  access: {
    read: ({ req }) => (canSeePersonalData(req.user) ? true : req.user ? { purpose: { not_equals: 'signature' } } : false),
    create: isStaff, update: isStaff,
    delete: ({ req }) => (canSeePersonalData(req.user) ? true : req.user ? { purpose: { not_equals: 'signature' } } : false),
  },
  // Originals larger than staff need (a phone photo sent straight to a call) are shrunk on the way in, as the pages do.
  upload: { staticDir: privateDir, mimeTypes: ['image/png', 'image/jpeg', 'image/webp'], resizeOptions: { width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true } },
  fields: [
    {
      name: 'purpose',
      type: 'select',
      required: true,
      options: ['signature', 'warranty-claim-photo'],
    },
  ],
}
