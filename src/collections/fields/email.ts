import type { EmailFieldValidation } from 'payload'

import { isEmailAddress } from '@/lib/email'

/** Stored addresses follow the same rule as the forms and calls that send them (src/lib/email.ts). */
export const validEmail: EmailFieldValidation = (value, { required }) => {
  if (!value) return required ? 'Email wajib diisi' : true
  return isEmailAddress(value) || 'Email tidak Valid'
}
