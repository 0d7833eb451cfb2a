import type { CollectionConfig } from 'payload'

import { anyone, isStaff } from './access'
import { revalidatesReads } from './hooks/revalidate'
import { mediaDir } from '../lib/paths'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Media' },
  admin: { group: 'Content', useAsTitle: 'alt' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  // A new alt text or a replaced file shows at once wherever the file is shown.
  hooks: revalidatesReads,
  upload: {
    staticDir: mediaDir,
    mimeTypes: ['image/*'],
    // sharp makes these on upload; next/image picks from them or resizes further.
    imageSizes: [
      { name: 'thumb', width: 320 },
      { name: 'card', width: 640 },
      { name: 'wide', width: 1280 },
    ],
    adminThumbnail: 'thumb',
    focalPoint: true,
  },
  fields: [{ name: 'alt', type: 'text', required: true, label: 'Alternative text' }],
}
