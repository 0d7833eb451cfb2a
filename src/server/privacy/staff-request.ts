import { canSeePersonalData, isAdminUser } from '@/collections/access'
import { signedInAs } from '@/server/staff/session'

const staffOf = (request: { headers: Headers }) => signedInAs(request.headers)

/**
 * Whether a contract request comes from a staff session that may see customers' records (personal-data
 * officer or administrator): receipts, returns and vouchers looked up by number without a customer link.
 * Editors may not.
 */
export const isPersonalDataStaffRequest = async (request: { headers: Headers }): Promise<boolean> =>
  canSeePersonalData(await staffOf(request))

/**
 * Whether a contract request comes from an administrator's session: for acts a customer takes through their
 * link (deciding a return), which staff may take by number only as administrators.
 */
export const isAdministratorRequest = async (request: { headers: Headers }): Promise<boolean> =>
  isAdminUser(await staffOf(request))
