'use server'

import { contractConfig } from '@/server/contract/config'
import { issueSelfServiceToken } from '@/server/selfservice/token'

/**
 * A self-service access token for this browser (spec §4), obtained here on the server with the configured
 * client credentials, so the client secret never reaches the page. The token only opens the self-service
 * calls, which still need the person's e-mail proven.
 */
export async function fetchSelfServiceToken(): Promise<{ token: string; expires_at: string }> {
  const issued = await issueSelfServiceToken(
    contractConfig.selfServiceClientId,
    contractConfig.selfServiceClientSecret,
  )
  if (!issued) throw new Error('Self-service credentials are not configured')
  return { token: issued.token, expires_at: issued.expires_at }
}
