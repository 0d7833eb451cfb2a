import { isEmailAddress } from './email'

/** Spec §5: the e-mail field's own messages, for every form and call that takes an address. */
export const EMAIL_EMPTY = 'Email cannot be empty'
export const EMAIL_INVALID = 'Email tidak Valid'

/**
 * The message for an e-mail a person typed, or null: the one rule (lib/email.ts) the calls and collections
 * apply.
 */
export function emailError(value: string): string | null {
  const email = value.trim()
  if (!email) return EMAIL_EMPTY
  return isEmailAddress(email) ? null : EMAIL_INVALID
}
