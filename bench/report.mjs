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
if (r.nodeBaseline) {
  const rps = (rows) => rows.map((row) => row.rps).join(', ')
  console.log(
    `\nCached home against a bare Node server writing the same gzip bytes from memory: ${rps(r.nodeBaseline.cached)} against ${rps(r.nodeBaseline.node)} req/s, ${v('cachedVsNode', r.nodeBaseline.percent)} % (turns ${r.nodeBaseline.range.join('–')} %), p99 ${v('pageP99', r.nodeBaseline.p99)} ms; answers per CPU-second ${r.nodeBaseline.cpu ? `${r.nodeBaseline.cpu.percent} % (${r.nodeBaseline.cpu.range.join('–')} %)` : 'not measured'}.`,
  )
}
if (r.staticBaseline) {
  // One pair before issue 40, several alternating pairs since.
  const rps = (x) =>
    [x]
      .flat()
      .map((row) => row.rps)
      .join(', ')
  console.log(
    `\nCached home against nginx serving the same gzip bytes: ${rps(r.staticBaseline.cached)} against ${rps(r.staticBaseline.nginx)} req/s, ${v('cachedVsStatic', r.staticBaseline.percent)} %${r.staticBaseline.range ? ` (${r.nodeBaseline ? 'turns' : 'pairs'} ${r.staticBaseline.range.join('–')} %)` : ''}.`,
  )
}
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
    '\n| route | main thread, ms as Lighthouse counts it (at the CPU slowdown of the run; the median-TBT run) | LCP parts (Lighthouse LCP breakdown), ms |',
  )
  console.log('|---|---|---|')
  for (const l of r.lighthouse)
    console.log(`| \`${l.route}\` | ${listed(l.mainThread)} | ${listed(l.lcpPhases)} |`)
}
if (r.calibration)
  console.log(
    `\nLighthouse ran at ${r.calibration.cpuSlowdown}× CPU slowdown, from the floor page's benchmark index ${r.calibration.benchmarkIndex} (${r.calibration.benchmarkIndexes.join(', ')}) by Lighthouse's calculation.`,
  )
if (r.lighthouse.some((l) => l.floor)) {
  console.log(
    '\n| route | TBT ÷ floor (≤ 1.3) | LCP ÷ floor (text ≤ 1.3, picture ≤ 2) | perf (≥ 95) | floor TBT / LCP / perf |',
  )
  console.log('|---|---|---|---|---|')
  const mark = (ok, text) => (ok ? text : `**${text}** ✗`)
  for (const l of r.lighthouse.filter((x) => x.floor)) {
    const lcpBar = l.pictureLed ? 2 : 1.3
    console.log(
      `| \`${l.route}\` | ${mark(l.tbtRatio <= 1.3, `${l.tbtRatio} [${l.tbtRatioRange.join('–')}]`)} | ${mark(l.lcpRatio <= lcpBar, `${l.lcpRatio} [${l.lcpRatioRange.join('–')}]`)} ${l.pictureLed ? 'picture' : 'text'} | ${mark(l.performance >= 95, l.performance)} | ${l.floor.tbt} ms / ${l.floor.lcp} ms / ${l.floor.performance} |`,
    )
  }
}
if (r.floor) {
  const pct = (x) => Math.round(x * 100)
  const row = (where, f) =>
    `| ${where} | ${f.site} | ${f.floor} | ${f.bar === null ? pct(f.ratio) : f.met ? pct(f.ratio) : `**${pct(f.ratio)}** ✗`} % [${f.range.map(pct).join('–')}] | ${f.bar === null ? '' : `${pct(f.bar)} %`} |`
  console.log(
    '\n| against the floor (alternating pairs, median) | site req/s | floor req/s | site ÷ floor | bar |',
  )
  console.log('|---|---|---|---|---|')
  console.log(row('empty handler `/up/live` (20 connections)', r.floor.empty))
  for (const f of r.floor.renders) console.log(row(`uncached render \`${f.route}\` (10 connections)`, f))
  console.log(row('newsletter sign-ups, unique addresses (50 connections) ÷ empty handler', r.floor.signUps))
}
if (r.observability) {
  console.log(
    '\n| request log and metrics, on ÷ off (alternating pairs) | on req/s | off req/s | median cost [range] | bar |',
  )
  console.log('|---|---|---|---|---|')
  for (const name of ['cached home', 'uncached /faq']) {
    const f = r.observability[name]
    if (!f) continue
    const range = f.range
      .map((x) => `${Math.round((1 - x) * 1000) / 10}`)
      .reverse()
      .join(' to ')
    console.log(
      `| ${name} | ${f.with.join(', ')} | ${f.without.join(', ')} | ${f.met ? f.costPercent : `**${f.costPercent}** ✗`} % [${range} %] | ≤ 5 % |`,
    )
  }
  console.log(
    `\nRequest lines written by the "on" server under the last load: ${r.observability.logLines}; the last:`,
  )
  for (const line of r.observability.logSample ?? []) console.log(`    ${line}`)
}
if (r.durability)
  console.log(
    `\nkill -9 halfway through sign-ups: ${r.durability.acknowledged} acknowledged, ${r.durability.lost} missing after the restart, ${r.durability.withoutMail} without their confirmation mail.`,
  )
if (r.memoryAfterStartMb !== undefined)
  console.log(
    `\nServer resident memory: ${r.memoryAfterStartMb} MB after start, ${r.memoryAfterLoadMb} MB after the load.`,
  )
