import dns, { type LookupAddress } from 'node:dns'
import { BlockList, isIP, type LookupFunction } from 'node:net'

import { Agent, fetch, type RequestInit, type Response } from 'undici'

/*
 * Requests the server makes to addresses it was given (webhook endpoints, product image URLs): never to this
 * machine or a private network (a cloud's metadata address, an internal service). The check is made on the
 * very addresses the connection uses: the name is resolved once, inside the connection's own lookup, so a
 * name that answers a public address to a first lookup and 127.0.0.1 to a second (DNS rebinding) cannot slip
 * through between a check and the fetch. A name that does not resolve is refused, not waved through.
 */

/**
 * Private, loopback, link-local, carrier-grade NAT and unique-local ranges; and the IPv6 forms that carry an
 * IPv4 address a gateway would reach (NAT64 64:ff9b::/96, 6to4 2002::/16, IPv4-compatible ::/96).
 */
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
  ['::', 96],
  ['64:ff9b::', 96],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  internal.addSubnet(net, prefix, 'ipv6')

export function isInternalAddress(address: string): boolean {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1]
  if (mapped) return internal.check(mapped, 'ipv4')
  const family = isIP(address)
  if (family === 0) return true // not an address: nothing to connect to
  return internal.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

const isLoopback = (address: string) =>
  address === '::1' || address.startsWith('127.') || /^::ffff:127\./i.test(address)

/** The tests' receivers on this machine: plain loopback only while WEBHOOKS_ALLOW_HTTP_LOOPBACK=true. */
const loopbackAllowed = () => process.env.WEBHOOKS_ALLOW_HTTP_LOOPBACK === 'true'

/** A connection the server refuses to make: to a private address, or to a name that does not resolve. */
export class RefusedAddress extends Error {
  constructor(
    message: string,
    readonly reason: 'private' | 'unresolved',
  ) {
    super(message)
    this.name = 'RefusedAddress'
  }
}

/** Whether an address may be connected to. */
export const addressAllowed = (address: string, allowLoopback = loopbackAllowed()) =>
  !isInternalAddress(address) || (allowLoopback && isLoopback(address))

export type Resolve = (hostname: string) => Promise<LookupAddress[]>
const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true })

/**
 * A lookup for net.connect: resolves the name once, refuses it unless every address is allowed, and gives
 * the connection exactly the addresses it checked.
 */
export function checkedLookup(resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const addresses = found.filter((a) => !options.family || a.family === options.family)
        if (addresses.length === 0)
          return callback(new RefusedAddress(`${hostname} has no address to call.`, 'unresolved'), '', 0)
        if (!addresses.every((a) => addressAllowed(a.address)))
          return callback(
            new RefusedAddress(
              `${hostname} resolves to a private or local network address; only public hosts are called.`,
              'private',
            ),
            '',
            0,
          )
        if (options.all) return callback(null, addresses as unknown as string)
        return callback(null, addresses[0]!.address, addresses[0]!.family)
      },
      (error: NodeJS.ErrnoException) =>
        callback(
          new RefusedAddress(
            `${hostname} could not be resolved (${error.code ?? error.message}).`,
            'unresolved',
          ),
          '',
          0,
        ),
    )
  }
}

/** An undici Agent whose every connection goes through checkedLookup. */
export const outboundAgent = (resolve?: Resolve) => new Agent({ connect: { lookup: checkedLookup(resolve) } })

const shared = outboundAgent()

/**
 * fetch for addresses from outside: an address written in the URL is checked here (a connection to an IP
 * literal asks no lookup), a name by the connection's lookup. Throws RefusedAddress, or fetch's own errors.
 */
export async function outboundFetch(
  url: string,
  init: Omit<RequestInit, 'dispatcher'> = {},
  agent: Agent = shared,
): Promise<Response> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '')
  if (isIP(host) && !addressAllowed(host))
    throw new RefusedAddress(
      `${host} is a private or local network address; only public hosts are called.`,
      'private',
    )
  try {
    return await fetch(url, { ...init, dispatcher: agent })
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause
    if (cause instanceof RefusedAddress) throw cause
    throw error
  }
}
