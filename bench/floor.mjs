// The framework's floor (issue 40): bench/floor is a bare Next.js app of the project's own version (one root
// layout, one dynamic page with a heading and a link, one route handler returning a constant). The bench
// builds it, starts it with `next start`, and takes every ratio figure as site and floor alternating.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { bin, root, run } from '../scripts/lib.mjs'

export const floorDir = path.join(root, 'bench/floor')
const stampFile = path.join(floorDir, '.next', 'source-fingerprint')

/** The floor's files and the Next.js version it is built with: a change to either rebuilds it. */
function floorFingerprint() {
  const hash = createHash('sha256')
  const walk = (dir) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (entry.name === '.next') continue
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else hash.update(`${path.relative(floorDir, full)}:${fs.readFileSync(full, 'utf8')}\n`)
    }
  }
  walk(floorDir)
  hash.update(JSON.parse(fs.readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8')).version)
  return hash.digest('hex')
}

/** `next build` of the floor app, unless its last build is of the same files and version. */
export async function buildFloor(log = console.log) {
  const fingerprint = floorFingerprint()
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === fingerprint) return
  log('> Building the floor app (bench/floor)')
  // webpack: Turbopack roots a build at the nearest lockfile (the repository's) and then takes the site's
  // src/instrumentation.ts into the floor, which fails to bundle; the server code is the same either way.
  const code = await run(bin('next'), ['build', '--webpack', floorDir], {
    env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  })
  if (code !== 0)
    throw new Error(`building bench/floor failed (exit ${code}): run \`npx next build bench/floor\``)
  fs.writeFileSync(stampFile, fingerprint)
}

/** `next start` of the floor app on `port`, answering its empty handler. */
export async function startFloor(port, timeoutMs = 30_000) {
  const child = spawn(bin('next'), ['start', floorDir, '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  })
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the floor app exited (${child.exitCode})`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/empty`)).ok) return child
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill()
  throw new Error(`the floor app did not answer within ${timeoutMs / 1000} s`)
}

/** The median. */
export const middle = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const half = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2
}

/**
 * `count` pairs of measurements taken site, floor, site, floor, …: `site()` and `floor()` each give one
 * sample, `value(sample)` the number compared. Each pair gives site ÷ floor; the figure is the median ratio,
 * with its range, so a machine slowing down mid-run moves both sides of a pair alike.
 */
export async function pairs(count, site, floor, value) {
  const samples = []
  for (let i = 0; i < count; i++) {
    const s = await site(i)
    const f = await floor(i)
    samples.push({ site: s, floor: f, ratio: value(s) / value(f) })
  }
  const ratios = samples.map((p) => p.ratio)
  const round = (x) => Math.round(x * 1000) / 1000
  return {
    samples,
    site: middle(samples.map((p) => value(p.site))),
    floor: middle(samples.map((p) => value(p.floor))),
    ratio: round(middle(ratios)),
    range: [round(Math.min(...ratios)), round(Math.max(...ratios))],
  }
}

/**
 * Lighthouse's documented CPU slowdown for a host of this benchmark index (docs/throttling.md, "CPU
 * throttling", and its calculator): the multiplier that brings this machine down to a mid-tier phone, where
 * the default 4× is calibrated for a high-end desktop (index ~1,533).
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650
  return 1
}
