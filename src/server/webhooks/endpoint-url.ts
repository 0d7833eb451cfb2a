import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'

/**
 * Where deliveries may go: HTTPS anywhere; plain HTTP only to this machine (127.0.0.1, ::1, localhost) and
 * only while WEBHOOKS_ALLOW_HTTP_LOOPBACK=true (the tests' receiver). Anything else is refused with a reason.
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

/** Private, loopback, link-local, carrier-grade NAT and unique-local ranges: not a retailer's public host. */
const internal = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  internal.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  internal.addSubnet(net, prefix, 'ipv6')

const isInternal = (address: string) => {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1]
  if (mapped) return internal.check(mapped, 'ipv4')
  return internal.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')
}

/**
 * Whether a delivery would reach this machine or its private network (a cloud's metadata address, an internal
 * service): checked on every address the host resolves to, at send time, so a name pointed inward later is
 * caught too. Loopback is let through only while WEBHOOKS_ALLOW_HTTP_LOOPBACK=true (the tests' receiver).
 */
export async function privateTarget(value: string): Promise<boolean> {
  const host = new URL(value).hostname.replace(/^\[|\]$/g, '')
  let addresses: string[]
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address)
  } catch {
    return false // unresolvable: the send fails and is retried like any unreachable host
  }
  const loopbackAllowed = process.env.WEBHOOKS_ALLOW_HTTP_LOOPBACK === 'true'
  return addresses.some(
    (a) =>
      isInternal(a) &&
      !(loopbackAllowed && (a === '::1' || a.startsWith('127.') || a === '::ffff:127.0.0.1')),
  )
}
