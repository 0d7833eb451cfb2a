import { afterEach, describe, expect, it, vi } from 'vitest'

import { bumpContentVersion } from '@/server/content-version'
import { versionedIndex } from '@/server/versioned-index'

/** An index whose first build waits for `release()`; later builds answer at once with their number. */
function firstBuildHeld() {
  let count = 0
  let release!: () => void
  const index = versionedIndex(['faqs'], async () => {
    const mine = ++count
    if (mine === 1) await new Promise<void>((resolve) => (release = resolve))
    return mine
  })
  return { index, release: () => release(), builds: () => count }
}

describe('versionedIndex', () => {
  afterEach(() => vi.useRealTimers())

  it('builds once for callers at the same moment, then answers from memory', async () => {
    let builds = 0
    const index = versionedIndex(['faqs'], async () => ++builds)
    expect(await Promise.all([index(), index(), index()])).toEqual([1, 1, 1])
    expect(await index()).toBe(1)
    expect(builds).toBe(1)
  })

  it('rebuilds after an edit of one of its collections, not of another', async () => {
    let builds = 0
    const index = versionedIndex(['rooms', 'services'], async () => ++builds)
    await index()
    bumpContentVersion('banners')
    expect(await index()).toBe(1)
    bumpContentVersion('services')
    expect(await index()).toBe(2)
    // Pictures: every index shows them (cache-tags.ts assetTags).
    bumpContentVersion('media')
    expect(await index()).toBe(3)
  })

  it('does not answer for an edit made while it was building', async () => {
    const { index, release, builds } = firstBuildHeld()
    const before = index()
    bumpContentVersion('faqs')
    const after = index()
    release()
    expect(await before).toBe(1)
    expect(await after).toBe(2)
    // The older build, finished last or first, is not kept for the newer version.
    expect(await index()).toBe(2)
    expect(builds()).toBe(2)
  })

  it('builds one at a time: callers after edits during a build share the one that follows it', async () => {
    const { index, release, builds } = firstBuildHeld()
    const first = index()
    bumpContentVersion('faqs')
    const second = index()
    bumpContentVersion('faqs')
    const third = index()
    expect(builds()).toBe(1)
    release()
    expect(await Promise.all([first, second, third])).toEqual([1, 2, 2])
    expect(await index()).toBe(2)
    expect(builds()).toBe(2)
  })

  it('rebuilds once it is older than its age limit', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    let builds = 0
    const index = versionedIndex(['faqs'], async () => ++builds, 1000)
    await index()
    vi.setSystemTime(Date.now() + 999)
    expect(await index()).toBe(1)
    vi.setSystemTime(Date.now() + 2)
    expect(await index()).toBe(2)
  })

  it('keeps no failed build: the next caller tries again', async () => {
    let calls = 0
    const index = versionedIndex(['faqs'], async () => {
      if (++calls === 1) throw new Error('database away')
      return calls
    })
    await expect(index()).rejects.toThrow('database away')
    expect(await index()).toBe(2)
  })
})
