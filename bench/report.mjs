// Prints a results.json of `npm run bench` as the Markdown tables of docs/performance.md.
// Usage: node bench/report.mjs bench/results/<date>/results.json
import fs from 'node:fs'

import { within } from './budgets.mjs'

const r = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'))
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
    `| \`${l.route}\` | ${v('performance', l.performance)} | ${v('accessibility', l.accessibility)} | ${v('best-practices', l['best-practices'])} | ${v('seo', l.seo)} | ${v('lcp', l.lcp)} | ${v('tbt', l.tbt)} | ${v('cls', l.cls)} | ${l.fcp} | ${l.si} | ${l.route === '/' ? v('homeJsKb', l.jsKb) : l.jsKb} | ${l.cssKb} | ${l.requests} |`,
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
console.log(
  `\nServer resident memory: ${r.memoryAfterStartMb} MB after start, ${r.memoryAfterLoadMb} MB after the load.`,
)
