import { randomBytes, timingSafeEqual } from 'node:crypto'

import { keyedHash } from './signing'

/**
 * A verification code's stored hash, keyed by a salt kept beside it (`s:<salt>:<hmac>`), so a record is
 * written once, hash included. Records written before the salt carry a hash keyed by their id instead.
 */
export const codeHash = (code: string, salt = randomBytes(12).toString('base64url')) =>
  `s:${salt}:${keyedHash(`${salt}:${code}`)}`

/** Whether `code` is the one a record's hash was made of (either form), compared in constant time. */
export function codeMatches(record: { id: number; code_hash: string }, code: string): boolean {
  const [scheme, salt] = record.code_hash.split(':')
  const expected = scheme === 's' && salt ? codeHash(code, salt) : keyedHash(`${record.id}:${code}`)
  const a = Buffer.from(record.code_hash)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
