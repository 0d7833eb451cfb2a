/**
 * Absolute address of a path on the public site, for what leaves the request (e-mails, customer
 * links shown to staff, the seed's printout): SITE_URL, else this machine's own port.
 */
export function absoluteSiteUrl(path: string): string {
  const origin = (process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '')
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`
}
