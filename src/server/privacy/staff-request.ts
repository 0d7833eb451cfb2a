import { canSeePersonalData } from '@/collections/access'
import { getPayloadClient } from '@/server/payload'

/**
 * Whether a contract request comes from a staff session that may see customers' records (personal-data
 * officer or administrator): receipts, returns and vouchers looked up by number without a customer link.
 * Editors may not.
 */
export async function isPersonalDataStaffRequest(request: { headers: Headers }): Promise<boolean> {
  try {
    const payload = await getPayloadClient()
    const { user } = await payload.auth({ headers: request.headers })
    return canSeePersonalData(user as { role?: string } | null)
  } catch {
    return false
  }
}
