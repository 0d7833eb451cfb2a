import type { CollectionConfig } from 'payload'

import { isAdmin } from './access'

const never = () => false

/**
 * A full sync of the catalogue sent as several JSON batches (issue 39): the ERP opens a run, sends its whole
 * range in batches naming the run, and completes it; the enabled products no batch named are then disabled.
 * Written only by the integration API (src/server/integration/sync-runs.ts); administrators see the runs.
 */
export const ProductSyncRuns: CollectionConfig = {
  slug: 'product-sync-runs',
  labels: { singular: 'Product sync run', plural: 'Product sync runs' },
  admin: {
    group: 'Settings',
    defaultColumns: ['id', 'integration', 'status', 'batches', 'disabled', 'createdAt', 'completed_at'],
    description: 'Sinkronisasi katalog penuh dari ERP lewat beberapa batch JSON.',
  },
  access: { read: isAdmin, create: never, update: never, delete: never },
  defaultSort: '-createdAt',
  fields: [
    // Not required: an integration an administrator deletes leaves its runs (closed to everyone).
    { name: 'integration', type: 'relationship', relationTo: 'integrations', index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      options: ['open', 'completed'],
      index: true,
    },
    { name: 'batches', type: 'number', defaultValue: 0 },
    { name: 'named', type: 'number', admin: { description: 'Distinct SKUs the run named.' } },
    { name: 'disabled', type: 'number', admin: { description: 'Enabled products the run left out.' } },
    { name: 'completed_at', type: 'date' },
  ],
}

/** The SKUs each batch of a run named, one row per batch (batches may arrive side by side). */
export const ProductSyncBatches: CollectionConfig = {
  slug: 'product-sync-batches',
  admin: { hidden: true },
  access: { read: isAdmin, create: never, update: never, delete: never },
  fields: [
    { name: 'run', type: 'relationship', relationTo: 'product-sync-runs', required: true, index: true },
    { name: 'skus', type: 'json', required: true },
  ],
}
