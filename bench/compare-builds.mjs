// `node bench/compare-builds.mjs <other checkout> [route…]`: CPU per uncached request of this checkout's
// build against another checkout's (each built with `node scripts/build.mjs`), the two servers loaded in
// turn on copies of one seeded data folder (BENCH_TEMPLATE_DIR), the page cache off. CPU is read from
// /proc/<pid>/stat around each load: it holds where requests per second drift with the machine. For an
// ablation (with / without a change: docs/performance.md).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { uniqueLoad, uniqueQuery } from './scenarios.mjs'
import { requireNode, startProductionServer } from '../scripts/lib.mjs'

requireNode()
const [other, ...routeArgs] = process.argv.slice(2)
const template = process.env.BENCH_TEMPLATE_DIR
if (!other || !template) {
  console.error(
    'usage: BENCH_TEMPLATE_DIR=<seeded data folder> node bench/compare-builds.mjs <checkout> [route…]',
  )
  process.exit(2)
}
const routes = routeArgs.length ? routeArgs : ['/faq', '/', '/search', '/inspirations']
const rounds = Number(process.env.BENCH_RUNS || 3)
const duration = Number(process.env.BENCH_SECONDS || 6)
const { startProductionServer: startOther } = await import(path.resolve(other, 'scripts/lib.mjs'))

const env = (name) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `rumahloka-compare-${name}-`))
  fs.cpSync(template, dir, { recursive: true })
  return {
    NODE_ENV: 'production',
    DATA_DIR: dir,
    PAGE_CACHE_SECONDS: '0',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'compare-builds',
    RATE_LIMIT_VISITS_PER_MINUTE: '100000000',
  }
}
const servers = [
  {
    name: 'this',
    port: 3602,
    child: await startProductionServer({ port: 3602, env: env('this'), stdio: 'ignore' }),
  },
  { name: 'other', port: 3604, child: await startOther({ port: 3604, env: env('other'), stdio: 'ignore' }) },
]
const cpuMs = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * (1000 / 100)
}
/** Search pages a distinct query each request, as in the bench's uncached rows. */
const pathOf = (route) => (n) => {
  if (route !== '/search') return { path: route }
  const { q, page } = uniqueQuery(n)
  return { path: `/search?${new URLSearchParams({ q, ...(page > 1 ? { page: String(page) } : {}) })}` }
}
const load = async ({ name, port, child }, route, seconds) => {
  const before = cpuMs(child.pid)
  let answers = 0
  const row = await uniqueLoad(`${name} ${route}`, `http://127.0.0.1:${port}`, pathOf(route), {
    duration: seconds,
    warmup: 0,
    onResponse: () => answers++,
  })
  if (row.non2xx || row.errors)
    throw new Error(`${name} ${route}: ${row.non2xx} non-2xx, ${row.errors} errors`)
  return (cpuMs(child.pid) - before) / answers
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

try {
  for (const route of routes) for (const server of servers) await load(server, route, 4)
  const results = Object.fromEntries(routes.map((r) => [r, []]))
  for (let i = 0; i < rounds; i++)
    for (const route of routes) {
      const mine = await load(servers[0], route, duration)
      results[route].push([mine, await load(servers[1], route, duration)])
    }
  for (const [route, pairs] of Object.entries(results)) {
    const [mine, theirs] = [0, 1].map((k) => median(pairs.map((p) => p[k])))
    console.log(
      `${route}: CPU per request ${mine.toFixed(2)} ms against ${theirs.toFixed(2)} ms, ` +
        `this ÷ other ${median(pairs.map(([a, b]) => a / b)).toFixed(3)} (rounds ${pairs.map(([a, b]) => (a / b).toFixed(2)).join(', ')})`,
    )
  }
} finally {
  for (const { child } of servers) child.kill()
}
