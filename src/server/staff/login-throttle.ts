import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook } from 'payload'

import { clientAddress } from '../contract/rate-limit'

/**
 * Staff sign-in throttled per client address, before Payload's per-account counter (docs/security.md, "Staff
 * accounts"). Someone who knows a staff e-mail can no longer keep that account locked: their address is stopped
 * first, while the account stays open to everyone else.
 *
 * The limiter below follows the part of rate-limiter-flexible's RateLimiterMemory interface it uses (consume rejects
 * with the wait in msBeforeNext; reward gives points back), so it can be swapped for the shared limiter.
 */
export interface LimiterRes {
  remainingPoints: number
  msBeforeNext: number
  consumedPoints: number
}

export interface PointLimiter {
  consume(key: string, points?: number): Promise<LimiterRes>
  reward(key: string, points?: number): Promise<LimiterRes>
  delete(key: string): Promise<boolean>
}

interface Entry {
  consumed: number
  resetAt: number
  blockedUntil: number
}

/** A fixed-window point limiter in this process's memory; over the limit, the key is blocked for blockDuration. */
export class MemoryLimiter implements PointLimiter {
  private entries = new Map<string, Entry>()
  private lastSweep = 0

  constructor(
    private options: { points: number; duration: number; blockDuration?: number },
    private now: () => number = Date.now,
  ) {}

  private entry(key: string): Entry {
    const now = this.now()
    if (now - this.lastSweep > this.options.duration * 1000) {
      for (const [k, e] of this.entries) if (e.resetAt <= now && e.blockedUntil <= now) this.entries.delete(k)
      this.lastSweep = now
    }
    let entry = this.entries.get(key)
    if (!entry || (entry.resetAt <= now && entry.blockedUntil <= now)) {
      entry = { consumed: 0, resetAt: now + this.options.duration * 1000, blockedUntil: 0 }
      this.entries.set(key, entry)
    }
    return entry
  }

  private res(entry: Entry): LimiterRes {
    const now = this.now()
    return {
      remainingPoints: Math.max(0, this.options.points - entry.consumed),
      msBeforeNext: Math.max(0, Math.max(entry.blockedUntil, entry.resetAt) - now),
      consumedPoints: entry.consumed,
    }
  }

  async consume(key: string, points = 1): Promise<LimiterRes> {
    const entry = this.entry(key)
    if (entry.blockedUntil > this.now()) throw this.res(entry)
    entry.consumed += points
    if (entry.consumed > this.options.points) {
      if (this.options.blockDuration) entry.blockedUntil = this.now() + this.options.blockDuration * 1000
      throw this.res(entry)
    }
    return this.res(entry)
  }

  async reward(key: string, points = 1): Promise<LimiterRes> {
    const entry = this.entry(key)
    entry.consumed = Math.max(0, entry.consumed - points)
    return this.res(entry)
  }

  async delete(key: string): Promise<boolean> {
    return this.entries.delete(key)
  }
}

/** Failed sign-ins one address may make in 15 minutes; one more blocks it for an hour. */
export const LOGIN_FAILURES_PER_ADDRESS = 10
export const loginLimiter: PointLimiter = new MemoryLimiter({ points: LOGIN_FAILURES_PER_ADDRESS, duration: 15 * 60, blockDuration: 60 * 60 })
/** Password-reset mails one address may ask for in an hour (each one is a mail to a staff member). */
export const resetLimiter: PointLimiter = new MemoryLimiter({ points: 5, duration: 60 * 60 })

const keyOf = (headers: Headers | undefined) => `staff-login:${headers ? clientAddress(headers) : 'local'}`

const refuse = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000))
  // With data, Payload's error formatter passes the message on (without, a minified build may answer "unknown error").
  return new APIError(`Terlalu banyak percobaan masuk dari alamat ini. Coba lagi dalam ${minutes} menit.`, 429, { retryAfterSeconds: Math.ceil(ms / 1000) }, true)
}

/**
 * beforeOperation of the staff collection. Every sign-in takes a point from its address before the password is
 * checked (so an address over the limit never reaches the account counter); a successful one gives it back in
 * afterLogin, so only failures count. Reset-password mails and password resets have their own budgets.
 */
export const throttleStaffAuth: CollectionBeforeOperationHook = async ({ operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword' && operation !== 'resetPassword') return
  const limiter = operation === 'forgotPassword' ? resetLimiter : loginLimiter
  try {
    await limiter.consume(keyOf(req.headers))
  } catch (res) {
    if (res instanceof Error) throw res
    throw refuse((res as LimiterRes).msBeforeNext)
  }
}

/** afterLogin: a sign-in that got through (password and, when enabled, the second factor) was no failure. */
export const forgiveStaffLogin: CollectionAfterLoginHook = async ({ req }) => {
  await loginLimiter.reward(keyOf(req.headers))
}
