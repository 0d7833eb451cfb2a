import type { CollectionConfig } from 'payload'

import { anyone, isStaff } from './access'
import { documentsDir } from '../lib/paths'

/** Public downloadable files such as e-catalogue PDFs. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  admin: { group: 'Content', useAsTitle: 'title' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  upload: { staticDir: documentsDir, mimeTypes: ['application/pdf'] },
  fields: [{ name: 'title', type: 'text', required: true }],
}
