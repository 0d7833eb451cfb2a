import { AsyncLocalStorage } from 'node:async_hooks'
import v8 from 'node:v8'
import vm from 'node:vm'

import { describe, expect, it } from 'vitest'

import { outsideRequest, rememberStartContext } from '../../src/server/async-context'
import { consume } from '../../src/server/security/rate-limit'

// Stands in for Next's request stores: what a timer made during a request would keep alive.
const request = new AsyncLocalStorage<{ body: string }>()
rememberStartContext()

const storeSeenByTimer = () =>
  new Promise<unknown>((resolve) => setTimeout(() => resolve(request.getStore()), 1))

describe('outsideRequest', () => {
  it('gives a timer made during a request none of the request', async () => {
    const seen = await request.run({ body: 'a finished request' }, () => outsideRequest(storeSeenByTimer))
    expect(seen).toBeUndefined()
  })

  it('leaves the caller in its request once the work is done', async () => {
    const after = await request.run({ body: 'still mine' }, async () => {
      await outsideRequest(storeSeenByTimer)
      return request.getStore()?.body
    })
    expect(after).toBe('still mine')
  })

  it('is what a timer made without it would keep', async () => {
    const seen = await request.run({ body: 'kept' }, storeSeenByTimer)
    expect(seen).toEqual({ body: 'kept' })
  })
})

describe('the in-memory rate limits', () => {
  it('keep no request alive through the timer of their window', async () => {
    v8.setFlagsFromString('--expose-gc')
    const collectGarbage = vm.runInNewContext('gc') as () => void
    let finished: WeakRef<object> | undefined
    await (async () => {
      const store = { body: 'x'.repeat(1024) }
      finished = new WeakRef(store)
      // A window of an hour: without outsideRequest its timer would hold `store` for that long.
      await request.run(store, () => consume('staffPasswordReset', '198.51.100.7'))
    })()
    for (let i = 0; i < 3 && finished!.deref(); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10))
      collectGarbage()
    }
    expect(finished!.deref()).toBeUndefined()
  })
})
