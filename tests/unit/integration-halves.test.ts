import { describe, expect, it } from 'vitest'

import { halves, integrationHalves } from '../../scripts/integration-halves.mjs'
import { root } from '../../scripts/lib.mjs'

describe('integration halves', () => {
  it('puts the heaviest files apart and fills the lighter half with the rest', () => {
    const [a, b] = halves([
      'x/crash-writes.test.ts',
      'x/backup.test.ts',
      'x/fuzz.test.ts',
      'x/sitemap.test.ts',
    ])
    // 295 | 218 → +169 → 387 | +96 → 391.
    expect(a).toEqual(['x/crash-writes.test.ts', 'x/sitemap.test.ts'])
    expect(b).toEqual(['x/backup.test.ts', 'x/fuzz.test.ts'])
  })

  it('runs every file of the folder once, but those left out', () => {
    const left = 'tests/integration/cluster.test.ts'
    const [a, b] = integrationHalves(root, 'tests/integration', [left])
    expect(a.length).toBeGreaterThan(5)
    expect(b.length).toBeGreaterThan(5)
    expect(new Set([...a, ...b]).size).toBe(a.length + b.length)
    expect([...a, ...b]).not.toContain(left)
    expect([...a, ...b]).toContain('tests/integration/crash-writes.test.ts')
  })
})
