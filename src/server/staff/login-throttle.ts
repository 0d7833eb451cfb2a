import { type CollectionAfterLoginHook, type CollectionBeforeOperationHook } from 'payload'

import { publicError } from './public-error'
import { clientAddress } from '../security/client-address'
import { consume, giveBack } from '../security/rate-limit'

/**
 * Staff sign-in throttled per client address, before Payload's per-account counter (docs/security.md, "Staff
 * accounts"). Someone who knows a staff e-mail can no longer keep that account locked: their address is
 * stopped first, while the account stays open to everyone else. The budgets are the shared limits
 * `staffLoginAddress` and `staffPasswordReset` (src/server/security/rate-limit.ts: in Redis when several
 * instances run).
 */
const keyOf = (headers: Headers | undefined) => (headers ? clientAddress(headers) : 'local')

const refuse = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return publicError(
    `Terlalu banyak percobaan masuk dari alamat ini. Coba lagi dalam ${minutes} menit.`,
    429,
    { retryAfterSeconds: seconds },
  )
}

/**
 * beforeOperation of the staff collection. Every sign-in takes a point from its address before the password
 * is checked (so an address over the limit never reaches the account counter); a successful one gives it back
 * in afterLogin, so only failures count. Reset-password mails and password resets have their own budgets.
 */
export const throttleStaffAuth: CollectionBeforeOperationHook = async ({ operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword' && operation !== 'resetPassword') return
  // The server's own Local API calls (the password-reset command on its console) come from no client.
  if (req.payloadAPI !== 'REST') return
  const wait = await consume(
    operation === 'forgotPassword' ? 'staffPasswordReset' : 'staffLoginAddress',
    keyOf(req.headers),
  )
  if (wait > 0) throw refuse(wait)
}

/** afterLogin: a sign-in that got through (password and, when enabled, the second factor) was no failure. */
export const forgiveStaffLogin: CollectionAfterLoginHook = async ({ req }) => {
  await giveBack('staffLoginAddress', keyOf(req.headers))
}
