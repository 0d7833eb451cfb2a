// What the service worker costs a first visit (issue 42): the same build served twice, one as it runs (the
// page registers the worker once it is idle) and one with SERVICE_WORKER=off (nothing registers), Lighthouse
// on each route in pairs at the run's calibrated slowdown, the side that goes first alternating from pair to
// pair (a run right after another is not always the same side's). Each pair gives the with ÷ without ratio of
// TBT and LCP; the worker costs nothing measurable when the median ratio is at most 1.1 or the pairs' range
// reaches 1 (lower is the worker's side being faster: noise, or less work in the window Lighthouse watches).
// The bytes a first visit loads are compared exactly.

export const serviceWorkerTolerance = 0.1

const middle = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const half = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2
}
const round = (x) => Math.round(x * 100) / 100
const timeRatio = (a, b) => (b > 0 ? a / b : a > 0 ? Infinity : 1)

/**
 * @param {{ routes: string[], runs: number, withBase: string, withoutBase: string,
 *   lighthouse: (url: string) => Promise<Record<string, number>>, log: (line: string) => void }} options
 */
export async function serviceWorkerCost({ routes, runs, withBase, withoutBase, lighthouse, log }) {
  const count = Math.max(5, runs)
  const figures = []
  for (const route of routes) {
    const samples = []
    for (let i = 0; i < count; i++) {
      const run = (b) => lighthouse(`${b}${route}`)
      if (i % 2) {
        const without = await run(withoutBase)
        samples.push({ with: await run(withBase), without })
      } else samples.push({ with: await run(withBase), without: await run(withoutBase) })
    }
    const side = (key, which) => middle(samples.map((p) => p[which][key]))
    const ratio = (key) => {
      const all = samples.map((p) => timeRatio(p.with[key], p.without[key]))
      const [median, low, high] = [middle(all), Math.min(...all), Math.max(...all)]
      const unchanged = median <= 1 + serviceWorkerTolerance || low <= 1
      return { median: round(median), range: [round(low), round(high)], unchanged }
    }
    const both = (key) => ({ with: side(key, 'with'), without: side(key, 'without') })
    const row = {
      route,
      pairs: count,
      tbt: both('tbt'),
      lcp: both('lcp'),
      performance: both('performance'),
      jsKb: both('jsKb'),
      requests: both('requests'),
      tbtRatio: ratio('tbt'),
      lcpRatio: ratio('lcp'),
      samples,
    }
    figures.push(row)
    const say = (r) => `${r.median}× [${r.range.join('–')}]${r.unchanged ? '' : ' ✗'}`
    log(
      `  ${route}: TBT ${row.tbt.with} / ${row.tbt.without} ms = ${say(row.tbtRatio)}, LCP ${row.lcp.with} / ${row.lcp.without} ms = ${say(row.lcpRatio)}, perf ${row.performance.with} / ${row.performance.without}, JS ${row.jsKb.with} / ${row.jsKb.without} KB, requests ${row.requests.with} / ${row.requests.without}`,
    )
  }
  return figures
}
