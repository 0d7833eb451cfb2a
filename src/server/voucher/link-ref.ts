import type { Where } from 'payload'

/**
 * What a voucher's customer link names: its id, never its code. A link's token is signed, not encrypted, so
 * anyone who sees a link (a forwarded message, a browser history) could read a code out of it.
 */
export const voucherLinkRef = (id: number | string) => `v${id}`

/**
 * The voucher a link names: by id; a link made before links named ids (its ref is the code) still opens its
 * voucher until it expires (30 days).
 */
export const voucherByLinkRef = (ref: string): Where =>
  /^v\d+$/.test(ref) ? { id: { equals: Number(ref.slice(1)) } } : { code: { equals: ref } }
