/**
 * The mailbox an address delivers to, as a budget key: `a+1@x` and `a+2@x` reach the same inbox, and so do
 * `a.b@gmail.com` and `ab@gmail.com`. Only for counting: addresses are stored and mailed as typed.
 */
const gmailDomains = new Set(['gmail.com', 'googlemail.com'])

export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at < 1) return address
  const domain = address.slice(at + 1)
  // A local part that starts with '+' has no tag to drop.
  const local = address.slice(0, at).split('+')[0] || address.slice(0, at)
  if (gmailDomains.has(domain)) return `${local.replaceAll('.', '')}@gmail.com`
  return `${local}@${domain}`
}
