import type { CollectionConfig } from 'payload'

import { isAdmin, isPersonalDataStaff } from './index'

/**
 * Shopper submissions and the operational records that name a customer: written by the contract services
 * (with access overridden after validation), read and handled only by the personal-data officer and
 * administrators (editors, who run the content, see none of them), deleted only by administrators.
 */
export const submissionAccess: CollectionConfig['access'] = {
  read: isPersonalDataStaff,
  // Earlier versions hold the same personal data: Payload's default would let any signed-in user read them.
  readVersions: isPersonalDataStaff,
  create: isPersonalDataStaff,
  update: isPersonalDataStaff,
  delete: isAdmin,
}
