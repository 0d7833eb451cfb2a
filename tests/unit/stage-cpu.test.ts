import { spawn } from 'node:child_process'

import { expect, it, vi } from 'vitest'

import { countCpu, cpuSeconds, machineBusy } from '../../scripts/stage-cpu.mjs'

/**
 * Waits for its parent to leave, then burns 0.2 s of CPU however long that takes, and lingers 1 s. Little:
 * the unit pass runs at nice 10 beside busy lanes, where a full second of CPU once took over 50 s to come.
 */
const orphanBurner = `
  const parent = process.ppid
  const wait = setInterval(() => {
    if (process.ppid === parent) return
    clearInterval(wait)
    const start = process.cpuUsage().user
    while (process.cpuUsage().user - start < 2e5);
    setTimeout(() => {}, 1000)
  }, 20)`

it("counts a stage's CPU to it, also what an orphan burns after its parent left", async () => {
  // The stage's command: a shell that starts the burner and leaves once it reads a line.
  const child = spawn('sh', ['-c', `"${process.execPath}" -e "$0" & read line`, orphanBurner], {
    stdio: ['pipe', 'ignore', 'ignore'],
  })
  countCpu(child.pid, 'busy stage')
  const wait = { timeout: 100_000, interval: 100 }
  // Seen: Node's start has cost it some CPU already.
  await vi.waitFor(() => expect(cpuSeconds('busy stage')).toBeGreaterThan(0), wait)
  const beforeOrphaned = cpuSeconds('busy stage')
  child.stdin!.end()
  await vi.waitFor(() => expect(cpuSeconds('busy stage') - beforeOrphaned).toBeGreaterThanOrEqual(0.18), wait)
  expect(cpuSeconds('busy stage')).toBeLessThan(3)
  expect(cpuSeconds('another stage')).toBe(0)
  expect(machineBusy()).toBeGreaterThan(0)
}, 220_000)
