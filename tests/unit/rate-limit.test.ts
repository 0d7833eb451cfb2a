import { afterEach, describe, expect, it } from 'vitest'

import {
  consume,
  countFailure,
  giveBack,
  resetLimitersForTests,
  waitingFor,
} from '@/server/security/rate-limit'

describe('rate limits (in memory, no REDIS_URL)', () => {
  afterEach(() => {
    delete process.env.RATE_LIMIT_WRITES_PER_MINUTE
    resetLimitersForTests()
  })

  it('lets a key spend its budget, then says how long to wait; other keys keep theirs', async () => {
    process.env.RATE_LIMIT_WRITES_PER_MINUTE = '3'
    resetLimitersForTests()
    for (let i = 0; i < 3; i++) expect(await consume('write', 'client-a')).toBe(0)
    const wait = await consume('write', 'client-a')
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(60)
    expect(await consume('write', 'client-b')).toBe(0)
  })

  it('counts failures only: waiting starts after the tenth wrong voucher guess, and a point given back is spendable again', async () => {
    for (let i = 0; i < 9; i++) await countFailure('voucherGuess', 'client-c')
    expect(await waitingFor('voucherGuess', 'client-c')).toBe(0)
    await countFailure('voucherGuess', 'client-c')
    const wait = await waitingFor('voucherGuess', 'client-c')
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(15 * 60)
    await giveBack('voucherGuess', 'client-c')
    expect(await waitingFor('voucherGuess', 'client-c')).toBe(0)
  })

  it('blocks a staff sign-in address for an hour once over its limit', async () => {
    for (let i = 0; i < 10; i++) expect(await consume('staffLoginAddress', 'client-d')).toBe(0)
    expect(await consume('staffLoginAddress', 'client-d')).toBeGreaterThan(15 * 60)
  })
})
