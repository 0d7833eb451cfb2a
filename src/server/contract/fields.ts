import { z } from 'zod'

import { isEmailAddress } from '@/lib/email'
import { type TimeZone, timeZones } from '@/lib/time-zone'
import { EMAIL_EMPTY, EMAIL_INVALID } from '@/lib/validation'

/** The IANA zone of a place in Indonesia (WIB, WITA or WIT), as answers give it. */
export const timeZoneSchema = z
  .enum(Object.keys(timeZones) as [TimeZone, ...TimeZone[]])
  .meta({ id: 'TimeZone' })

/** A required text parameter: present, not blank once trimmed, at most `max` long, each failure named. */
export const requiredText = (name: string, max: number) =>
  z
    .string({ message: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} is too long`)

/** Field schemas shared by calls and forms, with the messages a person reads. */
export const slugParam = requiredText('slug', 200).regex(
  /^[a-z0-9][a-z0-9-_]*$/i,
  'slug may only hold letters, digits and dashes',
)

export const emailField = z
  .string({ message: EMAIL_EMPTY })
  .trim()
  .min(1, EMAIL_EMPTY)
  .refine(isEmailAddress, EMAIL_INVALID)
  .meta({ format: 'email' })
  .transform((v) => v.toLowerCase())

/**
 * Letters (any script), spaces and . , ' - only: a name is repeated in e-mails, so it must not carry links or
 * markup.
 */
export const nameField = z
  .string({ message: 'Nama wajib diisi' })
  .trim()
  .min(2, 'Nama minimal 2 huruf')
  .max(100, 'Nama maksimal 100 huruf')
  .regex(
    /^[\p{L}\p{M}][\p{L}\p{M} .,'’-]*$/u,
    'Nama hanya boleh berisi huruf, spasi, titik, koma, apostrof atau tanda hubung',
  )

/** Indonesian phone numbers: 08…, +628… or 628…, 9–15 digits; stored as 628…. */
export const phoneField = z
  .string({ message: 'Nomor telepon wajib diisi' })
  .trim()
  .transform((v) => v.replace(/[\s\-().]/g, ''))
  .refine((v) => /^(\+?62|0)8\d{7,12}$/.test(v), 'Nomor telepon tidak valid (contoh: 0812 3456 7890)')
  .transform((v) => v.replace(/^\+?62/, '0').replace(/^0/, '62'))

export const searchText = z.string().trim().max(100, 'search is too long').optional()
