import { getPayloadClient } from '../payload'

/**
 * The account a request is signed in as (a back-office session cookie or JWT), or null: whoever it is, the
 * caller decides what it may do (collections/access).
 */
export async function signedInAs(headers: Headers): Promise<{ collection?: string; role?: string } | null> {
  try {
    const payload = await getPayloadClient()
    const { user } = await payload.auth({ headers })
    return user as { collection?: string; role?: string } | null
  } catch {
    return null
  }
}
