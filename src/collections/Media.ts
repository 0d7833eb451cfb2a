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
    // The back-office's thumbnail only. Shoppers get next/image's renditions of the original (Img.tsx), so
    // no other size is made: the 640- and 1280-px ones were never read and cost two sharp encodes an upload.
    imageSizes: [{ name: 'thumb', width: 320 }],
    adminThumbnail: 'thumb',
    focalPoint: true,
  },
  fields: [{ name: 'alt', type: 'text', required: true, label: 'Alternative text' }],
}
