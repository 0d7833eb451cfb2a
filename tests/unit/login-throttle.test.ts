import { describe, expect, it } from 'vitest'

import { consume, giveBack, resetLimitersForTests } from '../../src/server/security/rate-limit'

describe('staff login throttle (shared limiter staffLoginAddress)', () => {
  it('lets 10 failures through, then blocks the address for an hour; other addresses are not affected', async () => {
    resetLimitersForTests()
    for (let i = 0; i < 10; i++) expect(await consume('staffLoginAddress', '203.0.113.1')).toBe(0)
    const wait = await consume('staffLoginAddress', '203.0.113.1')
    expect(wait).toBeGreaterThan(59 * 60)
    expect(wait).toBeLessThanOrEqual(60 * 60)
    expect(await consume('staffLoginAddress', '203.0.113.2')).toBe(0)
  })

  it('counts only what is not given back (successful sign-ins)', async () => {
    resetLimitersForTests()
    for (let i = 0; i < 30; i++) {
      expect(await consume('staffLoginAddress', '203.0.113.3')).toBe(0)
      await giveBack('staffLoginAddress', '203.0.113.3')
    }
    for (let i = 0; i < 10; i++) expect(await consume('staffLoginAddress', '203.0.113.3')).toBe(0)
    expect(await consume('staffLoginAddress', '203.0.113.3')).toBeGreaterThan(0)
  })

  it('limits password-reset mails to 5 an hour per address', async () => {
    resetLimitersForTests()
    for (let i = 0; i < 5; i++) expect(await consume('staffPasswordReset', '203.0.113.4')).toBe(0)
    expect(await consume('staffPasswordReset', '203.0.113.4')).toBeGreaterThan(0)
  })
})
