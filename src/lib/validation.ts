/** Spec §5: the newsletter e-mail's own messages. A basic pattern, as the spec says. */
export const EMAIL_EMPTY = 'Email cannot be empty'
export const EMAIL_INVALID = 'Email tidak Valid'
const basicEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function newsletterEmailError(value: string): string | null {
  const email = value.trim()
  if (!email) return EMAIL_EMPTY
  if (!basicEmail.test(email) || email.length > 254) return EMAIL_INVALID
  return null
}
