import type { CollectionConfig } from 'payload'

import { anyone, isStaff } from './access'
import { revalidatesReads } from './hooks/revalidate'
import { documentsDir } from '../lib/paths'

/** Public downloadable files such as e-catalogue PDFs. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  admin: { group: 'Content', useAsTitle: 'title' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  // A new alt text or a replaced file shows at once wherever the file is shown.
  hooks: revalidatesReads,
  upload: { staticDir: documentsDir, mimeTypes: ['application/pdf'] },
  fields: [{ name: 'title', type: 'text', required: true }],
}
