import { timingSafeEqual } from 'node:crypto'

import { keyedHash } from '../trust/signing'

// Crockford's base32: no I, L, O or U, so a number read aloud or typed from paper is not misread.
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/**
 * Four characters keyed to the registration's id: without them, GRN numbers counted up would list every
 * registration.
 */
function checkOf(id: number): string {
  const bits = parseInt(keyedHash(`warranty-registration:${id}`).slice(0, 5), 16) // 20 bits
  return Array.from({ length: 4 }, (_, i) => alphabet[(bits >> (15 - i * 5)) & 31]).join('')
}

/** The number the owner holds: GRN-000123-7KQ2 (sequence, then a check only the site can make). */
export const registrationNo = (id: number) => `GRN-${String(id).padStart(6, '0')}-${checkOf(id)}`

/** The registration id a number names, or null when its check does not match (mistyped or guessed). */
export function registrationIdOf(number: string): number | null {
  const match = /^GRN-(\d{6,})-([0-9A-Z]{4})$/.exec(number)
  if (!match) return null
  const [, sequence = '', check = ''] = match
  const id = Number(sequence)
  const given = Buffer.from(check.replace(/[IL]/g, '1').replace(/O/g, '0'))
  return Number.isSafeInteger(id) && id > 0 && timingSafeEqual(given, Buffer.from(checkOf(id))) ? id : null
}
