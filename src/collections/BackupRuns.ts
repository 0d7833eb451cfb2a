import type { CollectionConfig } from 'payload'

import { isAdmin } from './access'

const never = () => false

/**
 * Every backup attempt (src/server/backup/backup.ts): nightly or `npm run backup`, with where its archive
 * went or why it failed. Written only by the backup itself; administrators read them, and the dashboard
 * warns from the newest (src/components/admin/BackupStatus.tsx).
 */
export const BackupRuns: CollectionConfig = {
  slug: 'backup-runs',
  labels: { singular: 'Backup', plural: 'Backups' },
  admin: {
    group: 'Settings',
    useAsTitle: 'started_at',
    defaultColumns: ['started_at', 'status', 'trigger', 'bytes', 'location'],
    description: 'Cadangan basis data dan berkas situs (npm run backup, atau otomatis setiap malam).',
  },
  access: { read: isAdmin, create: never, update: never, delete: never },
  defaultSort: '-started_at',
  fields: [
    { name: 'status', type: 'select', required: true, options: ['ok', 'failed'], index: true },
    { name: 'trigger', type: 'select', required: true, options: ['schedule', 'command'] },
    { name: 'started_at', type: 'date', required: true, index: true },
    { name: 'finished_at', type: 'date' },
    { name: 'bytes', type: 'number', admin: { description: 'Size of the archive.' } },
    {
      name: 'location',
      type: 'text',
      admin: { description: 'The archive: a file path or s3://bucket/key.' },
    },
    { name: 'database', type: 'select', options: ['sqlite', 'postgres'] },
    { name: 'error', type: 'textarea' },
  ],
}
