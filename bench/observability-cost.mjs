// What the request log and the metrics cost (issue 41): two servers of the same build, one with both on
// (REQUEST_LOG on, METRICS_PORT set: how an operator runs it) and one with both off, loaded in alternating
// pairs (with, without, …), first with the page cache on (the cached home), then off (an uncached /faq).
// The cost is 1 − the median ratio; the bar is 5 %. The "with" server's log and a scrape taken under load are
// kept as evidence.
import fs from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'

import { pairs } from './floor.mjs'

export const observabilityBar = 0.05

/**
 * `start(env, port, stdio)` starts a server of the build (bench/run.mjs).
 * @typedef {import('node:child_process').ChildProcess} Child
 * @param {{
 *   start: (env: Record<string, string>, port: number, stdio?: unknown) => Promise<Child>,
 *   env: Record<string, string>, port: number, runs: number, duration: number, outDir: string,
 *   log: (line: string) => void }} options
 */
export async function observabilityCost({ start, env, port, runs, duration, outDir, log }) {
  const count = Math.max(5, runs)
  const metricsPort = port + 2
  const copies = ['with', 'without'].map((side) => {
    if (!env.DATA_DIR) return { ...env }
    const dir = `${env.DATA_DIR}-observability-${side}`
    fs.rmSync(dir, { recursive: true, force: true })
    fs.cpSync(env.DATA_DIR, dir, { recursive: true })
    return { ...env, DATA_DIR: dir }
  })
  const logFile = path.join(outDir, 'request-log-sample.jsonl')
  const figures = {}
  for (const [name, cacheSeconds, route, connections, headers] of [
    ['cached home', '30', '/', 50, { 'accept-encoding': 'gzip' }],
    ['uncached /faq', '0', '/faq', 10, {}],
  ]) {
    log(`> Logging and metrics, on against off: ${name} (${connections} connections, ${count} pairs)`)
    const out = fs.openSync(logFile, 'w')
    const withServer = await start(
      { ...copies[0], PAGE_CACHE_SECONDS: cacheSeconds, METRICS_PORT: String(metricsPort) },
      port,
      ['ignore', out, out],
    )
    const withoutServer = await start(
      { ...copies[1], PAGE_CACHE_SECONDS: cacheSeconds, REQUEST_LOG: 'off', METRICS_PORT: '' },
      port + 1,
    )
    try {
      const load = async (label, serverPort) => {
        const options = { url: `http://127.0.0.1:${serverPort}${route}`, connections, headers }
        await autocannon({ ...options, duration: 1 })
        const r = await autocannon({ ...options, duration })
        const rps = Math.round(r.requests.average)
        log(`  ${label}: ${rps} req/s, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`)
        return { rps, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors }
      }
      let scrape = ''
      const paired = await pairs(
        count,
        async (i) => {
          // The scrape is taken while the load runs, as Prometheus would.
          const running = load('logging and metrics on', port)
          if (i === 0)
            scrape = await new Promise((resolve) => setTimeout(resolve, (duration / 2 + 1) * 1000)).then(() =>
              fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.text()),
            )
          return running
        },
        () => load('logging and metrics off', port + 1),
        (row) => row.rps,
      )
      const cost = Math.round((1 - paired.ratio) * 1000) / 10
      figures[name] = {
        with: paired.samples.map((p) => p.site.rps),
        without: paired.samples.map((p) => p.floor.rps),
        ratio: paired.ratio,
        range: paired.range,
        costPercent: cost,
        met: 1 - paired.ratio <= observabilityBar,
      }
      log(
        `  ${name}: logging and metrics cost ${cost} % (median of ${count} pairs, ratios ${paired.range.join('–')}), bar ${observabilityBar * 100} %${figures[name].met ? '' : ' MISSED'}`,
      )
      fs.writeFileSync(
        path.join(outDir, `metrics-under-load-${cacheSeconds === '0' ? 'uncached' : 'cached'}.txt`),
        scrape,
      )
    } finally {
      withServer.kill('SIGTERM')
      withoutServer.kill('SIGTERM')
      await Promise.all(
        [withServer, withoutServer].map((c) => c.exitCode !== null || new Promise((r) => c.once('exit', r))),
      )
      fs.closeSync(out)
    }
  }
  // A few request lines of the last load, as the evidence of what a line holds.
  const lines = fs
    .readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((l) => l.includes('"msg":"request"'))
  figures.logSample = lines.slice(-3)
  figures.logLines = lines.length
  return figures
}
