import type { CollectionConfig } from 'payload'

import { isPersonalDataStaff } from './access'

/**
 * Who among the staff read or changed personal data, and when (docs/security.md, "Personal data"): written
 * only by src/server/privacy/audit.ts, read by administrators and the personal-data officer, changed by
 * nobody. Entries older than the retention period are removed by the retention job.
 */
export const PersonalDataAudit: CollectionConfig = {
  slug: 'personal-data-audit',
  labels: { singular: 'Jejak akses data pribadi', plural: 'Jejak akses data pribadi' },
  admin: {
    group: 'Settings',
    useAsTitle: 'collection_slug',
    defaultColumns: [
      'createdAt',
      'user_email',
      'integration_name',
      'operation',
      'collection_slug',
      'doc_ids',
    ],
    description:
      'Siapa (petugas atau integrasi) membaca, mengubah, mengekspor atau menghapus data pribadi, kapan, dan dokumen mana. Tidak dapat diubah.',
  },
  access: { read: isPersonalDataStaff, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      label: 'Akun petugas',
      admin: { readOnly: true },
    },
    {
      name: 'user_email',
      type: 'text',
      label: 'Petugas',
      admin: { readOnly: true, description: 'Kept when the staff account is removed.' },
    },
    {
      // A retailer's system reading personal data through its key (the event feed), not a staff member.
      name: 'integration',
      type: 'relationship',
      relationTo: 'integrations',
      index: true,
      label: 'Integrasi',
      admin: { readOnly: true },
    },
    {
      name: 'integration_name',
      type: 'text',
      label: 'Nama integrasi',
      admin: { readOnly: true, description: 'Kept when the integration is removed.' },
    },
    {
      name: 'operation',
      type: 'select',
      required: true,
      index: true,
      label: 'Operasi',
      admin: { readOnly: true },
      options: ['read', 'create', 'update', 'delete', 'export', 'erase'],
    },
    {
      name: 'collection_slug',
      type: 'text',
      required: true,
      index: true,
      label: 'Koleksi',
      admin: { readOnly: true },
    },
    { name: 'doc_ids', type: 'textarea', label: 'ID dokumen', admin: { readOnly: true } },
    { name: 'doc_count', type: 'number', label: 'Jumlah dokumen', admin: { readOnly: true } },
    { name: 'note', type: 'text', label: 'Catatan', admin: { readOnly: true } },
  ],
}
