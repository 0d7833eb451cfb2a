import { spawn } from 'node:child_process'

import { expect, it } from 'vitest'

import { countCpu, cpuSeconds, machineBusy } from '../../scripts/stage-cpu.mjs'

it("counts a stage's CPU to it, also what runs on after its parent left", async () => {
  // A shell that leaves a busy process of 2 s behind after 1 s: the stage's command and an orphan.
  const child = spawn('sh', ['-c', "timeout 2 sh -c 'while :; do :; done' & sleep 1"], { stdio: 'ignore' })
  countCpu(child.pid, 'busy stage')
  await new Promise((resolve) => setTimeout(resolve, 2600))
  // All of it but the last half second between samples, less whatever else wanted the cores.
  expect(cpuSeconds('busy stage')).toBeGreaterThan(0.8)
  expect(cpuSeconds('busy stage')).toBeLessThan(2.6)
  expect(cpuSeconds('another stage')).toBe(0)
  expect(machineBusy()).toBeGreaterThan(0)
})
