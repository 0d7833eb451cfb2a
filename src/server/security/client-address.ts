/**
 * Who sent a request, for rate limits. `scripts/serve.mjs` overwrites `X-Real-IP` with the socket's
 * address, so a client cannot choose its own bucket. Behind proxies, `TRUST_PROXY=<hops>` names how many
 * proxies of ours append to `X-Forwarded-For`: each appends the address it was reached from, so the entry
 * `hops` places from the right is the client's, and anything to its left is whatever the client sent.
 */
export function trustedProxyHops(value = process.env.TRUST_PROXY): number {
  if (!value || value === 'false') return 0
  if (value === 'true') return 1
  const hops = Number(value)
  return Number.isInteger(hops) && hops > 0 ? hops : 0
}

export function clientAddress(headers: Headers, hops = trustedProxyHops()): string {
  const direct = headers.get('x-real-ip')?.trim() || 'unknown'
  if (hops === 0) return direct
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
  // Fewer entries than proxies: the request did not come through all of them, so only the socket is known.
  return chain.length >= hops ? chain[chain.length - hops]! : direct
}
