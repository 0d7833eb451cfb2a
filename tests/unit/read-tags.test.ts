import { afterEach, describe, expect, it, vi } from 'vitest'
import { inRender, leaveRender } from '../support/render-reads'

describe('what a render read', () => {
  afterEach(leaveRender)

  it("records each read's tags, and nothing read inside a shared cached read, whichever copy of the module wraps it", async () => {
    const reads = inRender()
    // Two copies, as a route bundle and Payload's config each hold one.
    const cache = await import('../../src/server/read-tags')
    vi.resetModules()
    const hooks = await import('../../src/server/read-tags')
    expect(hooks).not.toBe(cache)
    hooks.recordReadTags(['faqs'])
    await cache.withoutRecording(async () => {
      await Promise.resolve()
      hooks.recordReadTags(['products'])
    })
    cache.recordReadTags(['stores'])
    expect([...reads.tags]).toEqual(['faqs', 'stores'])
  })
})
