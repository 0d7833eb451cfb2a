// CPU time by stage for `npm test` (scripts/test.mjs): on two cores the run is bound by CPU on a slow day,
// and a stage's wall time says little of what it costs the others. Bash's `times` misses what a stage's
// processes leave behind (a server whose parent was killed is reaped by init, not by the stage's command), so
// every process is sampled from /proc twice a second and counted to the stage whose command it descends from,
// also once its parent is gone. Missed: a process that lives less than half a second, and one whose parent
// left it before it was first seen (a daemon's double fork); the run's servers, browsers and workers are
// neither.
import fs from 'node:fs'

const ticksPerSecond = 100 // USER_HZ on Linux

/** Stage by root pid; stage by process (pid and start time, so a reused pid is another process). */
const roots = new Map()
const owners = new Map()
/** Last CPU ticks read of each owned process. */
const ticks = new Map()
/** What each owned process is (kindOf), read once when it is first owned. */
const kinds = new Map()
/** The whole machine's busy and total ticks at the start (/proc/stat's first line). */
let machineStart = null

function machineTicks() {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
  const idle = fields[3] + (fields[4] ?? 0) // idle, iowait
  const total = fields.reduce((sum, n) => sum + n, 0)
  return { busy: total - idle, total }
}

function sample() {
  const processes = []
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    let stat
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8')
    } catch {
      continue // gone already
    }
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so fields count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const pid = Number(name)
    processes.push({
      pid,
      ppid: Number(fields[1]),
      cpu: Number(fields[11]) + Number(fields[12]),
      key: `${pid}:${fields[19]}`,
      comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
    })
  }
  const keyOf = new Map(processes.map((p) => [p.pid, p.key]))
  // Parents come before children in pid order mostly, not always: settle owners until nothing changes.
  for (let changed = true; changed;) {
    changed = false
    for (const p of processes) {
      if (owners.has(p.key)) continue
      const owner = roots.get(p.pid) ?? owners.get(keyOf.get(p.ppid))
      if (owner) {
        owners.set(p.key, owner)
        kinds.set(p.key, kindOf(p.pid, p.comm))
        changed = true
        // Owned by its key from now on: a process that later gets the same pid is not the stage's.
        roots.delete(p.pid)
      }
    }
  }
  for (const p of processes) if (owners.has(p.key)) ticks.set(p.key, p.cpu)
}

/**
 * Where a stage's CPU goes: the site's servers (scripts/serve.mjs, however started), the browser (every
 * Chromium process), or the rest (test runners, their workers, compilers, seeds).
 * @returns {'server' | 'browser' | 'other'}
 */
function kindOf(pid, comm) {
  if (/chrom|headless/i.test(comm)) return 'browser'
  let command = ''
  try {
    command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')
  } catch {
    return 'other'
  }
  return /scripts\/serve\.mjs|next-server|next start/.test(command) ? 'server' : 'other'
}

let timer = null

/** Counts `pid` and every process that descends from it to `stage` (its title). */
export function countCpu(pid, stage) {
  roots.set(pid, stage)
  if (!timer) {
    machineStart = machineTicks()
    timer = setInterval(sample, 500)
    timer.unref()
  }
  sample()
}

/** Seconds of CPU each stage's processes used, as last sampled. */
export function cpuSeconds(stage) {
  let sum = 0
  for (const [key, owner] of owners) if (owner === stage) sum += ticks.get(key) ?? 0
  return sum / ticksPerSecond
}

/** Seconds of CPU a stage's processes used, by kind (kindOf). */
export function cpuSecondsByKind(stage) {
  const sums = { server: 0, browser: 0, other: 0 }
  for (const [key, owner] of owners) {
    if (owner === stage) sums[kinds.get(key) ?? 'other'] += (ticks.get(key) ?? 0) / ticksPerSecond
  }
  return sums
}

/** The share of the machine's CPU time that was busy since the first stage counted (0–1), or null. */
export function machineBusy() {
  if (!machineStart) return null
  const now = machineTicks()
  return (now.busy - machineStart.busy) / Math.max(1, now.total - machineStart.total)
}
