import { createHash, timingSafeEqual } from 'node:crypto'

import { jwtVerify, SignJWT } from 'jose'

import type { CallData } from '../contract/call'
import { contractConfig } from '../contract/config'
import type { authenticateCall } from './schemas'
import { resolvePayloadSecret } from '../../lib/secret'

const audience = 'rumahloka-selfservice'
const key = () => createHash('sha256').update(`selfservice-token:${resolvePayloadSecret()}`).digest()

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** Issues a short-lived signed token when the client credentials match the configured ones. */
export async function issueSelfServiceToken(
  clientId: string,
  clientSecret: string,
  now = new Date(),
): Promise<CallData<typeof authenticateCall> | null> {
  const c = contractConfig
  if (!sameText(clientId, c.selfServiceClientId) || !sameText(clientSecret, c.selfServiceClientSecret))
    return null
  const expiresIn = c.selfServiceTokenMinutes * 60
  const token = await new SignJWT({ scope: 'selfservice' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(clientId)
    .setAudience(audience)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(now.getTime() / 1000) + expiresIn)
    .sign(key())
  return {
    token,
    token_type: 'Bearer' as const,
    expires_in: expiresIn,
    expires_at: new Date(now.getTime() + expiresIn * 1000).toISOString(),
  }
}

export async function verifySelfServiceToken(token: string): Promise<boolean> {
  try {
    await jwtVerify(token, key(), { audience, algorithms: ['HS256'] })
    return true
  } catch {
    return false
  }
}
