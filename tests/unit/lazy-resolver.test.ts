import { describe, expect, it } from 'vitest'

import { lazyZodResolver } from '@/components/forms/lazy-resolver'
import { contactBody } from '@/server/contact/schema'

const options = { fields: {}, shouldUseNativeValidation: false } as never
const typed = { name: '  Sari  ', email: 'sari@example.co.id', phone: '0812 3456 7890', message: 'x' }

describe('lazyZodResolver', () => {
  it('checks with the schema once loaded: errors by field, parsed values when valid', async () => {
    const { resolver } = lazyZodResolver(() => Promise.resolve(contactBody))
    const bad = await resolver(typed as never, undefined, options)
    expect(Object.keys(bad.errors)).toEqual(expect.arrayContaining(['topic', 'message']))
    const good = await resolver(
      { ...typed, topic: 'Pengiriman', message: 'Kapan pesanan saya dikirim ke Bekasi?' } as never,
      undefined,
      options,
    )
    expect(good.errors).toEqual({})
    expect((good.values as { name: string }).name).toBe('Sari')
  })

  it('lets the values through unchecked while the code cannot load, and loads again on the next check', async () => {
    let attempts = 0
    const { resolver } = lazyZodResolver(() => {
      attempts += 1
      return attempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(contactBody)
    })
    const offline = await resolver(typed as never, undefined, options)
    expect(offline).toEqual({ values: typed, errors: {} })
    const online = await resolver(typed as never, undefined, options)
    expect(Object.keys(online.errors)).toContain('topic')
    expect(attempts).toBe(2)
  })

  it('loads once, however many checks and focus events ask for it', async () => {
    let attempts = 0
    const { resolver, preloadOnFocus } = lazyZodResolver(() => {
      attempts += 1
      return Promise.resolve(contactBody)
    })
    const listeners: Array<() => void> = []
    const form = {
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      removeEventListener: () => undefined,
    } as unknown as HTMLFormElement
    const cleanup = preloadOnFocus(form)
    expect(attempts).toBe(0)
    expect(listeners).toHaveLength(1)
    listeners[0]?.()
    await Promise.all([
      resolver(typed as never, undefined, options),
      resolver(typed as never, undefined, options),
    ])
    expect(attempts).toBe(1)
    expect(typeof cleanup).toBe('function')
  })
})
