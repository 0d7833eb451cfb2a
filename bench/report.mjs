// Prints a results.json of `npm run bench` as the Markdown tables of docs/performance.md.
// Usage: node bench/report.mjs bench/results/<date>/results.json
import fs from 'node:fs'

import { uncachedBudgetKeys, within } from './budgets.mjs'

const r = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'))
/** `{ a: 1, b: 2 }` as "a 1, b 2", for the breakdowns in a table cell. */
const listed = (parts) =>
  Object.entries(parts ?? {})
    .map(([name, ms]) => `${name} ${ms}`)
    .join(', ')
const v = (key, value) => (within(key, value) === false ? `**${value}** ✗` : String(value))
console.log(
  `Run of ${r.date.slice(0, 16).replace('T', ' ')} UTC on ${r.machine}, Node ${r.node}, ${r.database}, ${r.runs} Lighthouse run(s) per route (median).\n`,
)
console.log(
  '| route | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | FCP ms | SI ms | JS KB | CSS KB | requests |',
)
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|')
for (const l of r.lighthouse) {
  console.log(
    `| \`${l.route}\` | ${v('performance', l.performance)}${within('performanceIssue16', l.performance) === false ? ' (< 97)' : ''} | ${v('accessibility', l.accessibility)} | ${v('best-practices', l['best-practices'])} | ${v('seo', l.seo)} | ${v('lcp', l.lcp)} | ${v('tbt', l.tbt)} | ${v('cls', l.cls)} | ${l.fcp} | ${l.si} | ${l.route === '/' ? v('homeJsKbIssue16', l.jsKb) : l.jsKb} | ${l.cssKb} | ${l.requests} |`,
  )
}
console.log(
  '\n| load (autocannon, 50 connections, 10 s) | requests/s | p50 ms | p99 ms | errors / non-2xx / timeouts |',
)
console.log('|---|---|---|---|---|')
for (const t of r.throughput) {
  const api = t.name.startsWith('contract')
  console.log(
    `| ${t.name} \`${t.url}\` | ${v(api ? 'apiRps' : 'pageRps', t.rps)} | ${t.p50} | ${v(api ? 'apiP99' : 'pageP99', t.p99)} | ${t.errors} / ${t.non2xx} / ${t.timeouts} |`,
  )
}
if (r.staticBaseline)
  console.log(
    `\nCached home against nginx serving the same gzip bytes: ${r.staticBaseline.cached.rps} against ${r.staticBaseline.nginx.rps} req/s, ${v('cachedVsStatic', r.staticBaseline.percent)} %.`,
  )
if (r.uncached?.length) {
  console.log(
    '\n| uncached load (each request distinct) | connections | requests/s | p50 ms | p99 ms | errors / non-2xx |',
  )
  console.log('|---|---|---|---|---|---|')
  for (const t of r.uncached) {
    const [rps, p99] = uncachedBudgetKeys(t.name)
    console.log(
      `| ${t.name} \`${t.url}\` | ${t.connections} | ${v(rps, t.rps)} | ${t.p50} | ${v(p99, t.p99)} | ${t.errors} / ${t.non2xx} |`,
    )
  }
}
if (r.documentBytes)
  console.log(
    `\nDocuments, raw: ${Object.entries(r.documentBytes)
      .map(([route, bytes]) => {
        const kb = Math.round(bytes / 102.4) / 10
        return `\`${route}\` ${route === '/' ? v('homeDocumentKb', kb) : kb} KB`
      })
      .join(', ')}.`,
  )
if (r.lighthouse.length) {
  const median = (values) => values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]
  console.log(
    `\nLCP, median of routes: ${v('lcpMedian', median(r.lighthouse.map((l) => l.lcp)))} ms. Lighthouse's CPU benchmark index (median): ${median(r.lighthouse.map((l) => l.benchmarkIndex))}.`,
  )
  console.log(
    '\n| route | main thread, ms as Lighthouse counts it (4× CPU slowdown; the median-TBT run) | LCP parts (Lighthouse LCP breakdown), ms |',
  )
  console.log('|---|---|---|')
  for (const l of r.lighthouse)
    console.log(`| \`${l.route}\` | ${listed(l.mainThread)} | ${listed(l.lcpPhases)} |`)
}
console.log(
  `\nServer resident memory: ${r.memoryAfterStartMb} MB after start, ${r.memoryAfterLoadMb} MB after the load.`,
)
