/**
 * Where deliveries may go: HTTPS anywhere; plain HTTP only to this machine (127.0.0.1, ::1, localhost) and
 * only while WEBHOOKS_ALLOW_HTTP_LOOPBACK=true (the tests' receiver). Anything else is refused with a reason.
 * Where the address leads (never a private network) is checked as the connection is made
 * (src/server/security/outbound.ts).
 */
export function endpointProblem(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'Alamat tidak valid: tulis lengkap, misalnya https://crm.contoh.co.id/webhooks'
  }
  if (url.username || url.password) return 'Jangan taruh nama pengguna atau sandi di alamat.'
  if (url.protocol === 'https:') return null
  const loopback = ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname)
  if (url.protocol === 'http:' && loopback && process.env.WEBHOOKS_ALLOW_HTTP_LOOPBACK === 'true') return null
  return 'Hanya alamat HTTPS.'
}
