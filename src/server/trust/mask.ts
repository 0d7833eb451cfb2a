/** "andi.wijaya@gmail.com" → "a***@gmail.com": enough for a person to recognise their own address. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, 1)}***@${domain}`
}

/** "6281234567890" → "••••••••••890". */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return '•'.repeat(phone.length)
  return `${'•'.repeat(phone.length - 3)}${phone.slice(-3)}`
}

/** "Budi Santoso" → "Bud••• San•••": a name shown to someone who has not proven who they are. */
export const maskName = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (word.length <= 3 ? `${word[0]}••` : `${word.slice(0, 3)}•••`))
    .join(' ')
