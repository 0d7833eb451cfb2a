import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderReadsKey } from '../../src/lib/render-clock'

/** A render the page cache keeps, as scripts/observability.mjs and scripts/page-cache.mjs set it up. */
function inRender() {
  const reads = { tags: new Set<string>(), until: Infinity }
  ;(globalThis as { __rumahLokaObservability?: unknown }).__rumahLokaObservability = {
    response: () => ({ req: { [renderReadsKey]: reads } }),
  }
  return reads
}

describe('what a render read', () => {
  afterEach(() => delete (globalThis as { __rumahLokaObservability?: unknown }).__rumahLokaObservability)

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
