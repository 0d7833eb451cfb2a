import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Integration keys: 32 random bytes behind a recognisable prefix (secret scanners and people can tell what
 * a leaked one is). Only the SHA-256 of a key is stored: a key carries 256 bits of chance, so a fast hash
 * is as safe as a slow one (nothing to guess from a dictionary) and a lookup costs one hash, not a bcrypt
 * per call. The key itself is shown once, when issued (src/collections/Integrations.ts).
 */
export const keyPrefix = 'rlk_'

export const newIntegrationKey = (): string => keyPrefix + randomBytes(32).toString('base64url')

export const hashIntegrationKey = (key: string): string => createHash('sha256').update(key).digest('hex')

/** What /admin shows to tell keys apart: the prefix and the first 6 characters after it. */
export const keyHint = (key: string): string => `${key.slice(0, keyPrefix.length + 6)}…`

/** Whether a string is shaped like one of our keys (so garbage costs no database lookup). */
export const looksLikeKey = (value: string): boolean => /^rlk_[A-Za-z0-9_-]{43}$/.test(value)

/** Constant-time comparison of two hex digests (the lookup found the row; this guards the last step). */
export const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
