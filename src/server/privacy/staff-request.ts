import { canSeePersonalData, isAdminUser } from '@/collections/access'
import { getPayloadClient } from '@/server/payload'

/** The staff account a contract request is signed in as (a back-office session or JWT), or null. */
async function staffOf(request: {
  headers: Headers
}): Promise<{ collection?: string; role?: string } | null> {
  try {
    const payload = await getPayloadClient()
    const { user } = await payload.auth({ headers: request.headers })
    return user as { collection?: string; role?: string } | null
  } catch {
    return null
  }
}

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
