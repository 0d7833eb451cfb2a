import { renderReadsKey } from '../../src/lib/render-clock'

/**
 * Puts the test in a render the page cache keeps, as scripts/observability.mjs and scripts/page-cache.mjs set
 * it up, and answers its recording; `leaveRender` ends it.
 */
export function inRender() {
  const reads = { tags: new Set<string>(), until: Infinity }
  ;(globalThis as { __rumahLokaObservability?: unknown }).__rumahLokaObservability = {
    response: () => ({ req: { [renderReadsKey]: reads } }),
  }
  return reads
}

export const leaveRender = () =>
  delete (globalThis as { __rumahLokaObservability?: unknown }).__rumahLokaObservability
