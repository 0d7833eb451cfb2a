import type { CollectionConfig } from 'payload'

import { canSeePersonalData, isPersonalDataStaff } from './access'
import { privateDir } from '../lib/paths'

/** Signatures and claim photos sent by shoppers: staff-only, outside any public folder. */
export const PrivateUploads: CollectionConfig = {
  slug: 'private-uploads',
  labels: { singular: 'Private upload', plural: 'Private uploads' },
  admin: { group: 'Submissions', useAsTitle: 'filename' },
  // Signatures and claim photos are personal data: only the personal-data officer and administrators see
  // them.
  access: {
    read: isPersonalDataStaff,
    create: isPersonalDataStaff,
    // A signature is part of a signed agreement: nobody replaces it (its agreement's erasure deletes it).
    update: ({ req }) => (canSeePersonalData(req.user) ? { purpose: { not_equals: 'signature' } } : false),
    delete: isPersonalDataStaff,
  },
  // Originals larger than staff need (a phone photo sent straight to a call) are shrunk on the way in, as the
  // pages do.
  upload: {
    staticDir: privateDir,
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
    resizeOptions: { width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true },
  },
  fields: [
    {
      name: 'purpose',
      type: 'select',
      required: true,
      options: ['signature', 'warranty-claim-photo'],
      // Set when stored; changing it would move a signature out of the personal-data staff's hands.
      access: { update: () => false },
    },
  ],
}
