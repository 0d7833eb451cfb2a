import { describe, expect, it } from 'vitest'

import { MemoryLimiter } from '../../src/server/staff/login-throttle'

describe('staff login throttle limiter', () => {
  it('lets the allowed points through, then blocks the key for the block duration', async () => {
    let now = 0
    const limiter = new MemoryLimiter({ points: 3, duration: 60, blockDuration: 600 }, () => now)
    for (let i = 0; i < 3; i++) await limiter.consume('a')
    await expect(limiter.consume('a')).rejects.toMatchObject({ msBeforeNext: 600_000 })
    // Another key is not affected.
    await expect(limiter.consume('b')).resolves.toMatchObject({ remainingPoints: 2 })
    // Still blocked after the window, until the block ends.
    now = 120_000
    await expect(limiter.consume('a')).rejects.toMatchObject({ msBeforeNext: 480_000 })
    now = 600_001
    await expect(limiter.consume('a')).resolves.toMatchObject({ remainingPoints: 2 })
  })

  it('counts only what is not rewarded back (successful sign-ins)', async () => {
    const limiter = new MemoryLimiter({ points: 2, duration: 60 }, () => 0)
    for (let i = 0; i < 10; i++) {
      await limiter.consume('a')
      await limiter.reward('a')
    }
    await limiter.consume('a')
    await limiter.consume('a')
    await expect(limiter.consume('a')).rejects.toMatchObject({ remainingPoints: 0 })
  })

  it('starts a new window after the duration', async () => {
    let now = 0
    const limiter = new MemoryLimiter({ points: 1, duration: 60 }, () => now)
    await limiter.consume('a')
    await expect(limiter.consume('a')).rejects.toBeTruthy()
    now = 61_000
    await expect(limiter.consume('a')).resolves.toMatchObject({ consumedPoints: 1 })
  })
})
