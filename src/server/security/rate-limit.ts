import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import { outsideRequest } from '../async-context'
import { countRateLimitRefusal } from '../observability'
import { redisClient } from '../redis'

/**
 * Every rate limit of the site, by name: how many points a key may spend in how many seconds.
 * Keys say whose budget it is (a client address, a client and call, a voucher code, an account).
 */
const limits = {
  /**
   * Writes and reads that reveal personal data, per client and call (spec §7 calls and their server actions).
   */
  write: { points: () => Number(process.env.RATE_LIMIT_WRITES_PER_MINUTE || 20), duration: 60 },
  /** Pages that show a customer's own record through a signed link (refund, receipt, voucher). */
  personalPage: { points: () => 60, duration: 60 },
  /** Failed voucher guesses (unknown codes, bad links) per client. */
  voucherGuess: { points: () => 10, duration: 15 * 60 },
  /** Failed attempts against one existing voucher code, from any client: a spread-out attack on one code. */
  voucherCode: { points: () => 20, duration: 60 * 60 },
  /**
   * Staff sign-ins per client address, counted before the account's own lockout; a successful one is given
   * back (src/server/staff/login-throttle.ts), so these are failures. Over the limit the address waits an
   * hour.
   */
  staffLoginAddress: { points: () => 10, duration: 15 * 60, blockDuration: 60 * 60 },
  /** Page views counted per client address (a shared mobile-carrier address carries many shoppers). */
  visit: { points: () => Number(process.env.RATE_LIMIT_VISITS_PER_MINUTE || 300), duration: 60 },
  /** Page views' Core Web Vitals per client address: a view sends them once, in up to three calls. */
  vitals: { points: () => Number(process.env.RATE_LIMIT_VITALS_PER_MINUTE || 900), duration: 60 },
  /**
   * Wrong second-factor codes per staff account, from any address: the password is known to whoever reaches
   * this step, so after 5 the account's second factor waits 15 minutes (src/server/staff/totp.ts).
   */
  staffTotpAccount: { points: () => 5, duration: 15 * 60, blockDuration: 15 * 60 },
  /**
   * Verification codes sent to one mailbox (plus-tags and Gmail's dots folded: src/lib/mailbox.ts), whatever
   * the purpose, record or client: one inbox cannot be flooded through many records or address variants.
   */
  verificationMailbox: { points: () => 20, duration: 60 * 60 },
  /**
   * The same, per client: one client spends at most a quarter of a mailbox's budget, so blocking someone's
   * codes for the hour takes four client addresses, not one.
   */
  verificationMailboxClient: { points: () => 5, duration: 60 * 60 },
  /**
   * Calls per integration key (issue 39): an import is not a shopper, so it has a budget of its own instead
   * of the per-client write limit; a batch carries up to 1,000 rows.
   */
  integrationKey: { points: () => Number(process.env.INTEGRATION_CALLS_PER_MINUTE || 120), duration: 60 },
  /**
   * Wrong integration keys per client address: a key cannot be guessed, but a scanner should stop. Only wrong
   * keys wait on it; a valid key from the same address (a scanner behind the point of sale's proxy) is judged
   * by `integrationKey` alone (src/server/integration/route.ts).
   */
  integrationKeyGuess: { points: () => 20, duration: 15 * 60, blockDuration: 15 * 60 },
  /** Password-reset mails one address may ask for (each is a mail to a staff member). */
  staffPasswordReset: { points: () => 5, duration: 60 * 60 },
} satisfies Record<string, { points: () => number; duration: number; blockDuration?: number }>

export type LimitName = keyof typeof limits

const g = globalThis as typeof globalThis & { __rumahLokaLimiters?: Map<LimitName, RateLimiterAbstract> }
// On globalThis: Next bundles route handlers, server actions and pages apart, and they must share one count.
const limiters = (g.__rumahLokaLimiters ??= new Map())

/**
 * Memory in one instance; Redis when REDIS_URL is set, with memory as insurance while Redis is away.
 * Callers go through `limited`: the memory store sets a timer per key, which must not hold the request.
 */
function limiter(name: LimitName): RateLimiterAbstract {
  const existing = limiters.get(name)
  if (existing) return existing
  const limit: { points: () => number; duration: number; blockDuration?: number } = limits[name]
  const options = {
    keyPrefix: `rl:${name}`,
    points: limit.points(),
    duration: limit.duration,
    blockDuration: limit.blockDuration ?? 0,
  }
  const memory = new RateLimiterMemory(options)
  const redis = redisClient()
  const created = redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: redis,
        insuranceLimiter: memory,
        rejectIfRedisNotReady: true,
      })
    : memory
  limiters.set(name, created)
  return created
}

/** One operation on a limiter, run outside the request (see async-context.ts). */
const limited = <R>(name: LimitName, operation: (l: RateLimiterAbstract) => Promise<R>): Promise<R> =>
  outsideRequest(() => operation(limiter(name)))

const secondsOf = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000))

async function spend(name: LimitName, key: string): Promise<number> {
  try {
    await limited(name, (l) => l.consume(key))
    return 0
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return secondsOf(refusal)
    throw refusal
  }
}

/** Spends one point of a key's budget: 0 when the request may go ahead, else the seconds to wait. */
export async function consume(name: LimitName, key: string): Promise<number> {
  const wait = await spend(name, key)
  if (wait > 0) countRateLimitRefusal(name)
  return wait
}

/** Seconds a key must still wait, without spending anything (for limits that count failures only). */
export async function waitingFor(name: LimitName, key: string): Promise<number> {
  const res = await limited(name, (l) => l.get(key))
  const wait = res && res.consumedPoints >= limits[name].points() ? secondsOf(res) : 0
  if (wait > 0) countRateLimitRefusal(name)
  return wait
}

/** Counts one failure against a key (its answer is the failure's own; the next attempt sees the wait). */
export async function countFailure(name: LimitName, key: string): Promise<void> {
  await spend(name, key)
}

/** Gives a point back (an attempt that turned out not to be a failure). */
export async function giveBack(name: LimitName, key: string): Promise<void> {
  await limited(name, (l) => l.reward(key))
}

/** Drops a key's count (a success after some failures). */
export async function forget(name: LimitName, key: string): Promise<void> {
  await limited(name, (l) => l.delete(key))
}

/** Limiters are created on first use with the settings of that moment; tests change settings between runs. */
export const resetLimitersForTests = () => limiters.clear()
