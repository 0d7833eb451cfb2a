// `npm run bench [-- --quick]`: Lighthouse, weight, throughput and memory of the production build on a
// temporary seeded database (or DATABASE_URL), printed against the budgets; results in bench/results/.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'

import { budgets, uncachedBudgetKeys, within } from './budgets.mjs'
import { cacheMix } from './cache-mix.mjs'
import { catalogImport } from './catalog-import.mjs'
import { buildFloor, cpuSlowdownFor, middle, pairs, startFloor } from './floor.mjs'
import { floorFigures, signUpDurability } from './floor-figures.mjs'
import { observabilityCost } from './observability-cost.mjs'
import { serviceWorkerCost } from './service-worker-cost.mjs'
import { startNginxBaseline, startNodeBaseline, uncachedScenarios } from './scenarios.mjs'
import { chromiumArgs, chromiumPath, explainMissingChromium } from '../scripts/chromium.mjs'
import {
  build,
  buildIsCurrent,
  requireNode,
  root,
  seedDatabase,
  startProductionServer,
} from '../scripts/lib.mjs'
import { contractHeaders as defaultContractHeaders } from '../scripts/contract-headers.mjs'

requireNode()
const quick = process.argv.includes('--quick')
// --throughput: the loads only, no Lighthouse (for the figures of a server-side change).
// --cached: of the loads, only the cached home against a bare Node server and nginx (issue 54, item 5).
const cachedOnly = process.argv.includes('--cached')
const throughputOnly = process.argv.includes('--throughput') || cachedOnly
// --lighthouse: Lighthouse only, no loads (for the figures of a change to what the browser receives).
const lighthouseOnly = process.argv.includes('--lighthouse')
// --import: the catalogue import only (issue 39: 50,000 products, or IMPORT_ROWS).
const importOnly = process.argv.includes('--import')
// --observability: only the cost of the request log and metrics (issue 41).
const observabilityOnly = process.argv.includes('--observability')
// --service-worker: only what the service worker costs a first visit, with against without (issue 42).
const serviceWorkerOnly = process.argv.includes('--service-worker')
// --cache-mix: only how often pages render under shoppers, a crawler and staff edits (issue 54, item 2).
const cacheMixOnly = process.argv.includes('--cache-mix')
const importRows = Number(process.env.IMPORT_ROWS || (quick ? 5000 : 50_000))
const runs = quick ? 1 : Number(process.env.BENCH_RUNS || 3)
const port = Number(process.env.BENCH_PORT || 3300)
const base = `http://127.0.0.1:${port}`
// The uncached loads run against a second server of the same build with the page cache off (port + 1 is
// nginx's).
const uncachedPort = port + 2
const uncachedBase = `http://127.0.0.1:${uncachedPort}`
// The floor app (bench/floor.mjs); port + 3 is the catalogue import's server, port + 5 its floor.
const floorPort = port + 4
const floorBase = `http://127.0.0.1:${floorPort}`
const out = path.join(root, 'bench/results', new Date().toISOString().replace(/[:.]/g, '-'))
fs.mkdirSync(out, { recursive: true })
const contractHeaders = defaultContractHeaders()

// Every public route of spec §2 that is built, with a seeded slug where one is needed.
const allRoutes = [
  '/',
  '/catalogues',
  '/home-promotion',
  '/home-promotion/harbolnas-12-12',
  '/inspirations',
  '/inspirations/panduan-memilih-kasur-sesuai-posisi-tidur',
  '/room-of-inspiration',
  '/room-of-inspiration/ruang-keluarga-japandi',
  '/room-categories',
  '/room-categories/kamar-tidur',
  '/shop-the-look',
  '/services',
  '/services/jasa-perakitan',
  '/search?q=sofa',
  '/kategori/furnitur-ruang-tamu',
  '/produk/sofa-2-dudukan-kirana-kain-boucle-rl-0101-002',
  '/csr-events',
  '/csr-events/donasi-500-kasur-untuk-korban-banjir-demak',
  '/faq',
  '/membership',
  '/company',
  '/contact-us',
  '/mobile/membership',
  '/kalender-event',
  '/kalender-event/detail/demo-baking-akhir-tahun-cipinang',
  '/kalender-event/registrasi/demo-baking-akhir-tahun-cipinang',
  '/store-locations',
  '/store-locations/list-maps',
  '/register',
  '/claim',
  '/self-service',
  '/self-service/persetujuan-data',
  '/voucher-claim',
]
// BENCH_ROUTES=/a,/b measures only those routes (Lighthouse), for the figures of one change.
const routes = process.env.BENCH_ROUTES
  ? process.env.BENCH_ROUTES.split(',')
  : quick
    ? ['/', '/search?q=sofa', '/inspirations/panduan-memilih-kasur-sesuai-posisi-tidur', '/contact-us']
    : allRoutes

const median = (values) => {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b)
  return v.length ? v[Math.floor((v.length - 1) / 2)] : null
}
const rssMb = (pid) => {
  try {
    const kb = Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1])
    return Math.round(kb / 1024)
  } catch {
    return null
  }
}
/** The process and every process under it. */
const processTree = (pid) => {
  const children = (p) => {
    try {
      return fs
        .readFileSync(`/proc/${p}/task/${p}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number)
    } catch {
      return []
    }
  }
  const all = [pid]
  for (let i = 0; i < all.length; i++) all.push(...children(all[i]))
  return all
}
/** Resident memory of the server and every process under it. */
const treeRssMb = (pid) => processTree(pid).reduce((sum, p) => sum + (rssMb(p) ?? 0), 0)
/** CPU time (user and system, ms) the process and every process under it have used. */
const treeCpuMs = (pid) =>
  processTree(pid).reduce((sum, p) => {
    try {
      // Fields 14 and 15 of /proc/<pid>/stat, after the command's closing parenthesis; in ticks of 10 ms.
      const fields = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ')
      return sum + (Number(fields[11]) + Number(fields[12])) * 10
    } catch {
      return sum
    }
  }, 0)

// The seeded administrator, who issues the import's integration key. A BENCH_TEMPLATE_DIR or a DATABASE_URL
// seeded before keeps the account it has: give its password as BENCH_ADMIN_PASSWORD.
const admin = {
  email: process.env.BENCH_ADMIN_EMAIL || 'admin@rumahloka.test',
  password: process.env.BENCH_ADMIN_PASSWORD || randomBytes(12).toString('base64url'),
}

async function prepare() {
  if (!buildIsCurrent()) {
    console.log('> Building the production app')
    if ((await build()) !== 0) process.exit(1)
  }
  const env = { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
  if (!process.env.DATABASE_URL) env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'rumahloka-bench-'))
  // BENCH_TEMPLATE_DIR: a copy of an already seeded SQLite data folder instead of seeding (1.5 min) again.
  if (env.DATA_DIR && process.env.BENCH_TEMPLATE_DIR) {
    fs.cpSync(process.env.BENCH_TEMPLATE_DIR, env.DATA_DIR, { recursive: true })
  } else {
    console.log(
      `> Preparing the database (${process.env.DATABASE_URL ? 'DATABASE_URL' : `SQLite in ${env.DATA_DIR}`})`,
    )
    const seedEnv = { ...env, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }
    if ((await seedDatabase(seedEnv, { stdio: 'ignore' })) !== 0) throw new Error('seeding failed')
  }
  return env
}

/**
 * The environment of the uncached server: the page cache off (scripts/serve.mjs: PAGE_CACHE_SECONDS=0 serves
 * Next's handler without it) and, on SQLite, its own copy of the seeded data folder, made before either
 * server writes to it, so the two never share one file; on PostgreSQL the same database, as instances do.
 */
function uncachedEnvOf(env) {
  const uncached = { ...env, PAGE_CACHE_SECONDS: '0' }
  if (env.DATA_DIR) {
    uncached.DATA_DIR = `${env.DATA_DIR}-uncached`
    fs.cpSync(env.DATA_DIR, uncached.DATA_DIR, { recursive: true })
  }
  return uncached
}

const shopperAgent =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

// The load test comes from one address: the visit and write limits would otherwise measure refusals.
// Metrics on, as operators run it (docs/deploy.md); the request log goes to /dev/null unless `stdio` says.
const startServer = (env, serverPort = port, stdio = 'ignore') =>
  startProductionServer({
    port: serverPort,
    env: {
      METRICS_PORT: String(serverPort + 100),
      ...env,
      RATE_LIMIT_VISITS_PER_MINUTE: '100000000',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
    },
    stdio,
  })

/**
 * LCP's parts from Lighthouse's LCP breakdown (time to first byte, resource load delay and time, render
 * delay), in ms: which part a slow LCP comes from.
 */
function lcpPhases(lhr) {
  const parts = (lhr.audits['lcp-breakdown-insight']?.details?.items ?? [])
    .flatMap((detail) => detail.items ?? [])
    .filter((row) => row.subpart)
  return Object.fromEntries(parts.map((row) => [row.subpart, Math.round(row.duration)]))
}

/** One Lighthouse run of `url` at the run's CPU slowdown: its figures, and why (see the fields). */
async function lighthouseRun(url, chromePort, { categories, reportFile } = {}) {
  const { lhr, report } = await lighthouse(url, {
    port: chromePort,
    output: ['json', 'html'],
    logLevel: 'error',
    onlyCategories: categories,
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: results.cpuSlowdown },
  })
  if (reportFile) fs.writeFileSync(path.join(out, reportFile), report[1])
  const items = lhr.audits['resource-summary']?.details?.items ?? []
  const kb = (type) =>
    Math.round(((items.find((x) => x.resourceType === type)?.transferSize ?? 0) / 1024) * 10) / 10
  const score = (name) => (lhr.categories[name] ? Math.round(lhr.categories[name].score * 100) : null)
  // Lighthouse 13 names the LCP element in its LCP breakdown insight.
  const lcpNode = (lhr.audits['lcp-breakdown-insight']?.details?.items ?? []).find((x) => x.type === 'node')
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    fcp: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    si: Math.round(lhr.audits['speed-index'].numericValue),
    jsKb: kb('script'),
    cssKb: kb('stylesheet'),
    requests: items.find((x) => x.resourceType === 'total')?.requestCount ?? null,
    // Why a route is slow, for the bars it misses: the machine's CPU as Lighthouse rates it, where the main
    // thread's time went (at the run's slowdown), and LCP's parts.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0) || null,
    mainThread: Object.fromEntries(
      (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((x) => [
        x.group,
        Math.round(x.duration),
      ]),
    ),
    lcpPhases: lcpPhases(lhr),
    lcpElement: lcpNode?.snippet?.slice(0, 160) ?? null,
    // Picture-led when the LCP element is an image (its bar is 2 × the floor's LCP; 1.3 × when text-led).
    pictureLed: /^<(img|image|video|svg)\b/i.test(lcpNode?.snippet ?? ''),
  }
}

/**
 * The CPU slowdown of every Lighthouse run, site's and floor's alike: Lighthouse's documented calculation
 * (bench/floor.mjs) from the median benchmark index of three runs on the floor page.
 */
async function calibrateCpuSlowdown(chromePort) {
  results.cpuSlowdown = 4
  const indexes = []
  for (let i = 0; i < 3; i++)
    indexes.push(
      (await lighthouseRun(`${floorBase}/`, chromePort, { categories: ['performance'] })).benchmarkIndex,
    )
  const index = median(indexes)
  results.cpuSlowdown = Math.round(cpuSlowdownFor(index) * 100) / 100
  results.calibration = { benchmarkIndexes: indexes, benchmarkIndex: index, cpuSlowdown: results.cpuSlowdown }
  console.log(
    `  benchmark index ${indexes.join(', ')} (median ${index}): CPU slowdown ${results.cpuSlowdown}× for site and floor`,
  )
}

/** A ratio of two times where the floor's may be 0 (no blocking at all): 0 over 0 is 1, more over 0 is ∞. */
const timeRatio = (site, floor) => (floor > 0 ? site / floor : site > 0 ? Infinity : 1)

async function lighthouseRoutes() {
  let chrome
  try {
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: ['--headless=new', ...chromiumArgs],
    })
  } catch (error) {
    throw new Error(explainMissingChromium(error))
  }
  const measured = []
  try {
    await calibrateCpuSlowdown(chrome.port)
    for (const route of routes) {
      // Site and floor alternate (bench/floor.mjs): each pair's TBT and LCP ratios, the median reported.
      const name = `lighthouse${route.replace(/[^a-z0-9]+/gi, '_') || '_home'}.html`
      const paired = await pairs(
        runs,
        (i) =>
          lighthouseRun(`${base}${route}`, chrome.port, {
            categories: ['performance', 'accessibility', 'best-practices', 'seo'],
            reportFile: i === 0 ? name : undefined,
          }),
        () => lighthouseRun(`${floorBase}/`, chrome.port, { categories: ['performance'] }),
        () => 1,
      )
      const samples = paired.samples.map((p) => p.site)
      const floorSamples = paired.samples.map((p) => p.floor)
      // Numbers are medians; the breakdowns come from the run whose TBT is the median.
      const medianRun = samples.find((s) => s.tbt === median(samples.map((x) => x.tbt))) ?? samples[0]
      const med = Object.fromEntries(
        Object.keys(samples[0]).map((k) => [
          k,
          typeof samples[0][k] === 'number' ? median(samples.map((s) => s[k])) : medianRun[k],
        ]),
      )
      const ratios = (key) => paired.samples.map((p) => timeRatio(p.site[key], p.floor[key]))
      med.pictureLed = samples.filter((s) => s.pictureLed).length * 2 > samples.length
      med.floor = {
        tbt: median(floorSamples.map((s) => s.tbt)),
        lcp: median(floorSamples.map((s) => s.lcp)),
        performance: median(floorSamples.map((s) => s.performance)),
      }
      med.tbtRatio = rounded(median(ratios('tbt')))
      med.tbtRatioRange = [rounded(Math.min(...ratios('tbt'))), rounded(Math.max(...ratios('tbt')))]
      med.lcpRatio = rounded(median(ratios('lcp')))
      med.lcpRatioRange = [rounded(Math.min(...ratios('lcp'))), rounded(Math.max(...ratios('lcp')))]
      // Issue 54, item 1: TBT and the score as the median of the paired differences (site − floor).
      const differences = (key) => paired.samples.map((p) => p.site[key] - p.floor[key])
      med.tbtDifference = Math.round(median(differences('tbt')))
      med.performanceDifference = median(differences('performance'))
      measured.push({ route, runs, ...med, samples, floorSamples })
      console.log(
        `  ${route}: perf ${med.performance}, a11y ${med.accessibility}, bp ${med['best-practices']}, seo ${med.seo}, LCP ${med.lcp} ms (${med.lcpRatio}× floor, ${med.pictureLed ? 'picture' : 'text'}-led), TBT ${med.tbt} ms (${med.tbtRatio}× floor ${med.floor.tbt} ms, ${med.tbtDifference} ms over it), performance ${med.performanceDifference} against the floor's, CLS ${med.cls}, JS ${med.jsKb} KB`,
      )
    }
  } finally {
    await chrome.kill()
  }
  return measured
}

/**
 * The service worker's cost to a first visit (bench/service-worker-cost.mjs): a second server of the build
 * with SERVICE_WORKER=off, Lighthouse alternating between the two on each route.
 */
async function serviceWorkerRoutes() {
  // port + 6 would be 3306 with the default port, MariaDB's on many machines.
  const withoutPort = port + 8
  // Its own copy of the data folder (SQLite), as every second server of the bench has.
  const data = env.DATA_DIR && `${env.DATA_DIR}-service-worker-off`
  if (data) fs.cpSync(env.DATA_DIR, data, { recursive: true })
  const without = await startServer(
    { ...env, ...(data && { DATA_DIR: data }), SERVICE_WORKER: 'off' },
    withoutPort,
  )
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  })
  try {
    await calibrateCpuSlowdown(chrome.port)
    console.log('> The service worker: first visits with it against without it (SERVICE_WORKER=off)')
    return await serviceWorkerCost({
      routes,
      runs,
      withBase: base,
      withoutBase: `http://127.0.0.1:${withoutPort}`,
      lighthouse: (url) => lighthouseRun(url, chrome.port, { categories: ['performance'] }),
      log: console.log,
    })
  } finally {
    await chrome.kill()
    without.kill('SIGTERM')
  }
}

const rounded = (x) => (Number.isFinite(x) ? Math.round(x * 100) / 100 : x)

async function load(name, url, headers = {}, request = {}) {
  const options = { url, connections: 50, duration: quick ? 5 : 10, headers, ...request }
  await autocannon({ ...options, duration: 2 }) // warm-up
  const r = await autocannon(options)
  const row = {
    name,
    url: url.replace(base, ''),
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
    timeouts: r.timeouts,
  }
  console.log(
    `  ${name}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}, non-2xx ${row.non2xx}`,
  )
  return row
}

const env = await prepare()
const skipSite = importOnly || observabilityOnly || cacheMixOnly
const uncachedEnv = lighthouseOnly || skipSite ? null : uncachedEnvOf(env)
// --cached compares with its own baselines, not the floor app.
if (!skipSite && !cachedOnly) await buildFloor()
const floorServer = skipSite || cachedOnly ? null : await startFloor(floorPort)
const server = skipSite ? null : await startServer(env)
const results = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  node: process.version,
  quick,
  runs,
  database: process.env.DATABASE_URL ? 'postgres' : 'sqlite',
}
if (server)
  try {
    await new Promise((r) => setTimeout(r, 1500))
    results.memoryAfterStartMb = treeRssMb(server.pid)
    console.log('> Lighthouse (mobile, simulated throttling)')
    if (serviceWorkerOnly) results.serviceWorker = await serviceWorkerRoutes()
    results.lighthouse = throughputOnly || serviceWorkerOnly ? [] : await lighthouseRoutes()
    if (lighthouseOnly || serviceWorkerOnly) results.throughput = results.uncached = []
    else await loads()
    results.memoryAfterLoadMb = treeRssMb(server.pid)
  } finally {
    server.kill('SIGTERM')
    floorServer?.kill('SIGTERM')
  }
else results.lighthouse = results.throughput = results.uncached = []
if (!lighthouseOnly && !importOnly && !serviceWorkerOnly && !cacheMixOnly && !cachedOnly) {
  results.observability = await observabilityCost({
    start: startServer,
    env,
    port: port + 15,
    runs,
    duration: quick ? 5 : 10,
    outDir: out,
    log: console.log,
  })
}
if (
  cacheMixOnly ||
  (!lighthouseOnly && !importOnly && !observabilityOnly && !serviceWorkerOnly && !cachedOnly)
) {
  // On a copy of its own: the mix edits content. BENCH_MIX_SECONDS: its length (10 minutes; 1 with --quick).
  const mixPort = port + 20
  const mixEnv = { ...env, METRICS_PORT: String(mixPort + 100) }
  if (env.DATA_DIR) {
    mixEnv.DATA_DIR = `${env.DATA_DIR}-mix`
    fs.cpSync(env.DATA_DIR, mixEnv.DATA_DIR, { recursive: true })
  }
  const seconds = Number(process.env.BENCH_MIX_SECONDS || (quick ? 60 : 600))
  console.log(`> The page cache under shoppers, a crawler and staff edits (${seconds} s)`)
  const mixServer = await startServer(mixEnv, mixPort)
  try {
    results.cacheMix = await cacheMix({
      base: `http://127.0.0.1:${mixPort}`,
      metricsUrl: `http://127.0.0.1:${mixPort + 100}/metrics`,
      admin,
      seconds,
      log: console.log,
    })
  } finally {
    mixServer.kill('SIGTERM')
  }
}
if (!lighthouseOnly && !throughputOnly && !observabilityOnly && !serviceWorkerOnly && !cacheMixOnly) {
  const importPort = port + 3
  console.log(`> Catalogue import: ${importRows} products as CSV, ${runs} run(s), each on a fresh copy`)
  // The floor page for the crawler's pairs, on a port of its own (the loads' floor may still be stopping).
  await buildFloor()
  const importFloorPort = port + 5
  const importFloor = await startFloor(importFloorPort)
  results.catalogImport = await catalogImport({
    start: async (runEnv) =>
      Object.assign(
        // BENCH_SERVER_OUTPUT=inherit: the import server's log on the bench's output (why a call failed).
        await startServer(
          runEnv,
          importPort,
          process.env.BENCH_SERVER_OUTPUT === 'inherit' ? 'inherit' : 'ignore',
        ),
        { base: `http://127.0.0.1:${importPort}` },
      ),
    env,
    admin,
    runs,
    count: importRows,
    duration: quick ? 5 : 10,
    contractHeaders,
    floor: `http://127.0.0.1:${importFloorPort}`,
    log: console.log,
  }).finally(() => importFloor.kill('SIGTERM'))
}

/** The loads: cached pages and calls, the nginx baseline, and the uncached renders and searches. */
async function loads() {
  if (cachedOnly) {
    results.throughput = results.uncached = []
    return cachedAgainstBaselines()
  }
  console.log('> Throughput (autocannon, 50 connections)')
  results.throughput = [
    await load('home', `${base}/`),
    await load('list page', `${base}/inspirations`),
    await load('detail page', `${base}/inspirations/panduan-memilih-kasur-sesuai-posisi-tidur`),
    await load('contract list call', `${base}/api/banner/list?section_name=hero`, contractHeaders),
    // What each page view costs: one counted view (an upsert), from a browser, past no limit (the server's
    // env).
    await load(
      'contract visit call',
      `${base}/api/site/log/insert`,
      { ...contractHeaders, 'content-type': 'application/json', 'user-agent': shopperAgent },
      { method: 'POST', body: JSON.stringify({ path: '/bench-visit' }) },
    ),
  ]
  await cachedAgainstBaselines()
  // Started only now, so it takes no memory or CPU from Lighthouse and the cached loads.
  console.log(`> A second server with the page cache off (PAGE_CACHE_SECONDS=0) on port ${uncachedPort}`)
  const uncachedServer = await startServer(uncachedEnv, uncachedPort)
  try {
    await uncachedLoads()
    results.floor = await floorFigures({
      site: uncachedBase,
      floor: floorBase,
      routes: process.env.BENCH_ROUTES ? routes : allRoutes,
      runs,
      duration: quick ? 3 : 5,
      contractHeaders,
      log: console.log,
    })
    results.durability = await signUpDurability({
      server: uncachedServer,
      restart: () => startServer(uncachedEnv, uncachedPort),
      base: uncachedBase,
      env: uncachedEnv,
      contractHeaders,
      log: console.log,
    })
  } finally {
    uncachedServer.kill('SIGTERM')
  }
}

/**
 * The cached home against the Node floor (issue 54, item 5: a bare `node:http` server writing the same stored
 * bytes from memory), with nginx serving them from disk beside it: gzip, 50 connections, the three in turn
 * `runs` times. The site's share of each is the median of its turns' ratios.
 */
async function cachedAgainstBaselines() {
  console.log(
    '> Cached home against a bare Node server and nginx writing the same gzip bytes (50 connections)',
  )
  const gzip = { 'accept-encoding': 'gzip' }
  const nodePort = port + 9
  const nginxPort = port + 1
  const node = await startNodeBaseline(`${base}/`, nodePort, 'gzip')
  const nginx = await startNginxBaseline(base, nginxPort)
  if (!nginx) console.log('  nginx skipped: it is not installed (apt-get install nginx)')
  if (!node) {
    console.log('  skipped: the Node baseline did not start')
    nginx?.child.kill()
    return
  }
  try {
    // The load generator shares the two cores and may be what stops all three: each load also reads the
    // server's CPU time per answer, the capacity it would have with the cores to itself.
    const measured = async (name, url, pid) => {
      await autocannon({ url, connections: 50, duration: 2, headers: gzip }) // warm-up
      const before = treeCpuMs(pid)
      const r = await autocannon({ url, connections: 50, duration: quick ? 5 : 10, headers: gzip })
      const cpuUs = Math.round(((treeCpuMs(pid) - before) * 1000) / r.requests.total)
      const failed = r.errors + r.non2xx + r.timeouts
      const row = { name, rps: Math.round(r.requests.average), p99: r.latency.p99, cpuUs, failed }
      console.log(`  ${name}: ${row.rps} req/s, p99 ${row.p99} ms, ${cpuUs} µs of CPU per answer`)
      // A refusal or an error answered fast is no throughput.
      if (failed) throw new Error(`${name}: ${failed} answers failed (errors, non-2xx or timeouts)`)
      return row
    }
    const turns = []
    for (let i = 0; i < runs; i++) {
      turns.push({
        cached: await measured('home, cached, gzip', `${base}/`, server.pid),
        node: await measured('bare Node server, same bytes', `http://127.0.0.1:${nodePort}/`, node.child.pid),
        nginx: nginx
          ? await measured('nginx, same bytes', `http://127.0.0.1:${nginxPort}/`, nginx.child.pid)
          : null,
      })
    }
    const percent = (ratios) => ({
      percent: Math.round(middle(ratios) * 100),
      range: [Math.round(Math.min(...ratios) * 100), Math.round(Math.max(...ratios) * 100)],
    })
    const share = (of) => ({
      ...percent(turns.map((t) => t.cached.rps / t[of].rps)),
      // Answers per CPU-second, the site's as a share of the baseline's.
      cpu: percent(turns.map((t) => t[of].cpuUs / t.cached.cpuUs)),
    })
    results.nodeBaseline = {
      cached: turns.map((t) => t.cached),
      node: turns.map((t) => t.node),
      ...share('node'),
      p99: middle(turns.map((t) => t.cached.p99)),
    }
    console.log(
      `  cached home is ${results.nodeBaseline.percent} % of the bare Node server (turns ${results.nodeBaseline.range.join('–')} %), p99 ${results.nodeBaseline.p99} ms; per CPU-second ${results.nodeBaseline.cpu.percent} % (${results.nodeBaseline.cpu.range.join('–')} %)`,
    )
    if (nginx) {
      results.staticBaseline = {
        cached: turns.map((t) => t.cached),
        nginx: turns.map((t) => t.nginx),
        ...share('nginx'),
      }
      console.log(
        `  and ${results.staticBaseline.percent} % of nginx (${results.staticBaseline.range.join('–')} %); per CPU-second ${results.staticBaseline.cpu.percent} % (${results.staticBaseline.cpu.range.join('–')} %)`,
      )
    }
  } finally {
    node.child.kill()
    nginx?.child.kill()
  }
}

/** Raw documents and the uncached loads, from the server with the page cache off. */
async function uncachedLoads() {
  // Proof it is off: a page answered twice is rendered twice (a page cache would say HIT).
  for (let i = 0; i < 2; i++) {
    const cache = (await fetch(`${uncachedBase}/faq`)).headers.get('x-page-cache')
    if (cache) throw new Error(`the uncached server answered /faq with x-page-cache: ${cache}`)
  }
  // Documents as a browser without compression gets them, rendered anew (issue 16: home ≤ 120 KB raw).
  results.documentBytes = {}
  for (const route of ['/', '/search?q=sofa', '/inspirations', '/faq']) {
    const response = await fetch(`${uncachedBase}${route}`, { headers: { 'accept-encoding': 'identity' } })
    results.documentBytes[route] = (await response.arrayBuffer()).byteLength
  }
  console.log(`  documents, raw bytes: ${JSON.stringify(results.documentBytes)}`)
  console.log('> Uncached: distinct searches')
  results.uncached = []
  for (const scenario of uncachedScenarios(uncachedBase, contractHeaders, quick ? 5 : 10))
    results.uncached.push(await scenario())
}

/** `{ a: 1, b: 2 }` as "a 1, b 2", for the breakdowns in a table cell. */
const listed = (parts) =>
  Object.entries(parts ?? {})
    .map(([name, ms]) => `${name} ${ms}`)
    .join(', ')

// One table of every figure beside its budget.
const rows = []
const mark = (key, value) => (within(key, value) === null ? '' : within(key, value) ? 'within' : 'OVER')
for (const r of results.lighthouse) {
  for (const key of ['performance', 'accessibility', 'best-practices', 'seo', 'lcp', 'tbt', 'cls']) {
    const b = budgets[key]
    rows.push([
      r.route,
      b.label,
      r[key],
      b.min !== undefined ? `≥ ${b.min}` : `≤ ${b.max}${b.unit ? ` ${b.unit}` : ''}`,
      mark(key, r[key]),
    ])
  }
  rows.push([
    r.route,
    budgets.performanceIssue16.label,
    r.performance,
    '≥ 97',
    mark('performanceIssue16', r.performance),
  ])
  rows.push([r.route, 'FCP / Speed Index (ms)', `${r.fcp} / ${r.si}`, '', ''])
  rows.push([
    r.route,
    'JS / CSS (KB) / requests',
    `${r.jsKb} / ${r.cssKb} / ${r.requests}`,
    r.route === '/' ? `JS ≤ ${budgets.homeJsKb.max} KB (issue 16: ≤ ${budgets.homeJsKbIssue16.max})` : '',
    r.route === '/' ? [mark('homeJsKb', r.jsKb), mark('homeJsKbIssue16', r.jsKb)].join(' / ') : '',
  ])
  // Issue 40: against the floor page, measured in alternating pairs at the same calibrated slowdown.
  const lcpBar = r.pictureLed ? 2 : 1.3
  rows.push([
    r.route,
    `TBT ÷ floor's (${r.floor.tbt} ms), median of pairs [range]`,
    `${r.tbtRatio} [${r.tbtRatioRange.join('–')}]`,
    '≤ 1.3',
    r.tbtRatio <= 1.3 ? 'within' : 'OVER',
  ])
  rows.push([
    r.route,
    `LCP ÷ floor's (${r.floor.lcp} ms), ${r.pictureLed ? 'picture' : 'text'}-led [range]`,
    `${r.lcpRatio} [${r.lcpRatioRange.join('–')}]`,
    `≤ ${lcpBar}`,
    r.lcpRatio <= lcpBar ? 'within' : 'OVER',
  ])
  rows.push([
    r.route,
    'performance (issue 40)',
    r.performance,
    '≥ 95',
    r.performance >= 95 ? 'within' : 'OVER',
  ])
  rows.push([
    r.route,
    `main thread, ms at ${results.cpuSlowdown}× slowdown (median-TBT run)`,
    listed(r.mainThread),
    '',
    '',
  ])
  rows.push([r.route, 'LCP parts (breakdown insight, ms)', listed(r.lcpPhases), '', ''])
}
if (results.lighthouse.length) {
  const lcpMedian = median(results.lighthouse.map((r) => r.lcp))
  rows.push(['all routes', budgets.lcpMedian.label, lcpMedian, '≤ 1400 ms', mark('lcpMedian', lcpMedian)])
  const index = median(results.lighthouse.map((r) => r.benchmarkIndex))
  // Time figures of two runs compare only on machines Lighthouse rates alike.
  rows.push(['machine', "Lighthouse's CPU benchmark index (median)", index, '', ''])
}
if (results.calibration)
  rows.push([
    'machine',
    "CPU slowdown from the floor's benchmark index (Lighthouse's calculation)",
    `${results.calibration.cpuSlowdown}× (index ${results.calibration.benchmarkIndex})`,
    '',
    '',
  ])
if (results.floor) {
  const { empty, renders, signUps } = results.floor
  const share = (f) => `${Math.round(f.ratio * 100)} % [${f.range.map((x) => Math.round(x * 100)).join('–')}]`
  const verdict = (f) => (f.bar === null ? '' : f.met ? 'within' : 'OVER')
  rows.push([
    '/up/live',
    `empty handler ÷ floor's (${empty.site} / ${empty.floor} req/s)`,
    share(empty),
    '',
    '',
  ])
  for (const f of renders)
    rows.push([
      f.route,
      `uncached render ÷ floor page (${f.site} / ${f.floor} req/s)`,
      share(f),
      `≥ ${f.bar * 100} %`,
      verdict(f),
    ])
  rows.push([
    '/api/subscribe',
    `sign-ups ÷ floor's empty handler (${signUps.site} / ${signUps.floor} req/s)`,
    share(signUps),
    `≥ ${signUps.bar * 100} %`,
    verdict(signUps),
  ])
}
if (results.durability)
  rows.push([
    '/api/subscribe',
    'acknowledged before kill -9 / lost / without mail',
    `${results.durability.acknowledged} / ${results.durability.lost} / ${results.durability.withoutMail}`,
    '0 lost',
    results.durability.lost + results.durability.withoutMail === 0 && results.durability.acknowledged > 0
      ? 'within'
      : 'OVER',
  ])
if (results.documentBytes) {
  for (const [route, bytes] of Object.entries(results.documentBytes)) {
    const kb = Math.round(bytes / 102.4) / 10
    const home = route === '/'
    rows.push([
      route,
      'document, raw (KB)',
      kb,
      home ? '≤ 120 KB' : '',
      home ? mark('homeDocumentKb', kb) : '',
    ])
  }
}
for (const t of results.throughput) {
  const api = t.name.startsWith('contract')
  rows.push([
    t.url,
    api ? budgets.apiRps.label : budgets.pageRps.label,
    t.rps,
    `≥ ${api ? budgets.apiRps.min : budgets.pageRps.min}`,
    mark(api ? 'apiRps' : 'pageRps', t.rps),
  ])
  rows.push([
    t.url,
    'p50 / p99 latency (ms)',
    `${t.p50} / ${t.p99}`,
    `p99 ≤ ${budgets.pageP99.max}`,
    mark(api ? 'apiP99' : 'pageP99', t.p99),
  ])
  rows.push([
    t.url,
    'errors / non-2xx / timeouts',
    `${t.errors} / ${t.non2xx} / ${t.timeouts}`,
    '0',
    t.errors + t.non2xx + t.timeouts === 0 ? 'within' : 'OVER',
  ])
}
if (results.nodeBaseline) {
  const { percent, p99, cpu } = results.nodeBaseline
  rows.push([
    '/ (gzip)',
    budgets.cachedVsNode.label,
    `${percent} %`,
    `≥ ${budgets.cachedVsNode.min} %`,
    mark('cachedVsNode', percent),
  ])
  rows.push([
    '/ (gzip)',
    'Cached home p99 against the bare Node server (ms)',
    p99,
    '≤ 50 ms',
    mark('pageP99', p99),
  ])
  rows.push(['/ (gzip)', 'Answers per CPU-second against the bare Node server', `${cpu.percent} %`, '', ''])
}
if (results.staticBaseline)
  rows.push([
    '/ (gzip)',
    budgets.cachedVsStatic.label,
    `${results.staticBaseline.percent} %`,
    `≥ ${budgets.cachedVsStatic.min} %`,
    mark('cachedVsStatic', results.staticBaseline.percent),
  ])
/** An uncached load's rows: requests/s, latency and failures, against the budgets of its kind. */
function uncachedRows(t, budgetName = t.name) {
  const [rps, p99] = uncachedBudgetKeys(budgetName)
  rows.push([t.url, `${t.name}, requests/s`, t.rps, rps ? `≥ ${budgets[rps].min}` : '', mark(rps, t.rps)])
  rows.push([
    t.url,
    'p50 / p99 latency (ms)',
    `${t.p50} / ${t.p99}`,
    p99 ? `p99 ≤ ${budgets[p99].max}` : '',
    mark(p99, t.p99),
  ])
  rows.push([
    t.url,
    'errors / non-2xx / timeouts',
    `${t.errors} / ${t.non2xx} / ${t.timeouts}`,
    '0',
    t.errors + t.non2xx + t.timeouts === 0 ? 'within' : 'OVER',
  ])
}
for (const t of results.uncached) uncachedRows(t)
const imported = results.catalogImport
if (imported) {
  const where = `import ×${imported.runs[0]?.rows ?? 0}`
  rows.push([
    where,
    budgets.importSeconds.label,
    imported.importSeconds,
    `≤ ${budgets.importSeconds.max} s`,
    mark('importSeconds', imported.importSeconds),
  ])
  rows.push([
    where,
    'the same file again, s (median) / rows changed',
    `${imported.reimportSeconds} / ${imported.reimportChanged}`,
    '< first / 0',
    imported.reimportSeconds < imported.importSeconds && imported.reimportChanged === 0 ? 'within' : 'OVER',
  ])
  rows.push([
    where,
    budgets.importHomeP99.label,
    imported.homeP99,
    `≤ ${budgets.importHomeP99.max} ms`,
    mark('importHomeP99', imported.homeP99),
  ])
  rows.push([
    where,
    'home errors during the imports',
    imported.homeErrors,
    '0',
    imported.homeErrors === 0 ? 'within' : 'OVER',
  ])
  for (const key of ['stockSeconds', 'stockDeltaSeconds', 'stockHomeP99'])
    rows.push([
      `stock ×${imported.stockLevels}`,
      budgets[key].label,
      imported[key],
      `≤ ${budgets[key].max} ${budgets[key].unit}`,
      mark(key, imported[key]),
    ])
  // The search rows again, on the imported catalogue: the same budgets.
  for (const t of imported.searches) uncachedRows(t, t.name.replace(/, \+\d+ products$/, ''))
  const crawler = imported.crawler
  if (crawler)
    rows.push([
      `crawler ×${crawler.urls}`,
      `${budgets.crawlerShare.label} (${crawler.site} / ${crawler.floor} req/s; ${crawler.repeated} repeated, ${crawler.errors} errors)`,
      `${Math.round(crawler.ratio * 100)} %`,
      `≥ ${budgets.crawlerShare.min * 100} %`,
      within('crawlerShare', crawler.ratio) && crawler.repeated === 0 && crawler.errors === 0
        ? 'within'
        : 'OVER',
    ])
}
if (results.memoryAfterStartMb !== undefined)
  rows.push([
    'server',
    'resident memory after start / after load (MB)',
    `${results.memoryAfterStartMb} / ${results.memoryAfterLoadMb}`,
    '',
    '',
  ])
const widths = [0, 1, 2, 3, 4].map((i) => Math.max(...rows.map((r) => String(r[i]).length), 6))
const line = (r) => r.map((c, i) => String(c).padEnd(widths[i])).join('  ')
console.log(
  `\n${line(['where', 'measure', 'value', 'budget', 'verdict'])}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${rows.map(line).join('\n')}`,
)
results.table = rows
fs.writeFileSync(path.join(out, 'results.json'), JSON.stringify(results, null, 2))
console.log(`\nFull results: ${path.relative(root, out)}/results.json (and Lighthouse HTML reports)`)
