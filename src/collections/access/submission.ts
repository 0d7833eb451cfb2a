import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff } from './index'

/**
 * Shopper submissions: written only by the contract services (with access overridden after
 * validation), read and handled only by staff, deleted only by administrators.
 */
export const submissionAccess: CollectionConfig['access'] = {
  read: isStaff,
  create: isStaff,
  update: isStaff,
  delete: isAdmin,
}
