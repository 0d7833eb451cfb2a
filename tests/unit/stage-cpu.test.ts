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
  // The burner is owned only if it is seen while the shell lives: wait until its start is counted (Node's
  // start takes tens of milliseconds of CPU, the waiting shell one tick at most). Waiting for any CPU at all
  // let the shell leave first on a loaded machine, and the burner was never the stage's (CI, 2026-12-01).
  await vi.waitFor(() => expect(cpuSeconds('busy stage')).toBeGreaterThanOrEqual(0.02), wait)
  const beforeOrphaned = cpuSeconds('busy stage')
  child.stdin!.end()
  await vi.waitFor(() => expect(cpuSeconds('busy stage') - beforeOrphaned).toBeGreaterThanOrEqual(0.18), wait)
  expect(cpuSeconds('busy stage')).toBeLessThan(3)
  expect(cpuSeconds('another stage')).toBe(0)
  expect(machineBusy()).toBeGreaterThan(0)
}, 220_000)
