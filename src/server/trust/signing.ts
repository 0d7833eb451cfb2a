import { createHash, createHmac, createSecretKey, type KeyObject } from 'node:crypto'

import { errors, jwtVerify, SignJWT } from 'jose'

import { resolveCustomerLinkSecret } from '@/lib/secret'

/**
 * Signed, expiring tokens for what a shopper holds instead of a guessable number: customer links
 * and verification proofs. One key (CUSTOMER_LINK_SECRET, else generated into DATA_DIR); each use
 * has its own audience, so a token made for one purpose is refused by every other.
 */
let derived: { secret: string; key: KeyObject } | undefined
/** The key, derived once per secret (every link, proof and code hash uses it). */
function key(): KeyObject {
  const secret = resolveCustomerLinkSecret()
  if (derived?.secret !== secret)
    derived = {
      secret,
      key: createSecretKey(createHash('sha256').update(`customer-trust:${secret}`).digest()),
    }
  return derived.key
}

export type TokenProblem = 'expired' | 'invalid'

export async function signToken(
  audience: string,
  claims: Record<string, string | number>,
  ttlSeconds: number,
  now = new Date(),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000)
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key())
}

export async function readToken(
  audience: string,
  token: string,
  now = new Date(),
): Promise<
  { ok: true; claims: Record<string, unknown>; expiresAt: Date } | { ok: false; problem: TokenProblem }
> {
  try {
    const { payload } = await jwtVerify(token, key(), { audience, algorithms: ['HS256'], currentDate: now })
    return { ok: true, claims: payload, expiresAt: new Date((payload.exp ?? 0) * 1000) }
  } catch (error) {
    return { ok: false, problem: error instanceof errors.JWTExpired ? 'expired' : 'invalid' }
  }
}

/** A keyed hash (verification codes are stored only this way). */
export const keyedHash = (value: string) => createHmac('sha256', key()).update(value).digest('hex')
