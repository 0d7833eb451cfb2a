// `npm test`: type-check, lint, format, unit tests, the production build, then integration tests (SQLite and
// PostgreSQL), service tests and end-to-end tests against that build on fresh copies of seeded temporary
// databases. `npm run test:cluster` (`node scripts/test.mjs cluster`): the build, then only the cluster test.
//
// Lanes on two cores: while `next build` runs, the seeds, lint, the import graph, format, unit tests and the
// type check run beside it; after it, the end-to-end tests in one lane (two Playwright workers) and the
// integration passes, in halves, in two more; the cluster test alone at the end. Each stage
// writes its output to test-results/logs/<stage>.log and prints it whole when it ends, so lanes do not
// interleave. Before the last line "N passed, N failed" (summing every runner) it prints each stage's wall
// time and the 20 slowest tests.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { chromium } from '@playwright/test'
import pg from 'pg'

import { chromiumArgs, e2eChromiumPath, explainMissingChromium } from './chromium.mjs'
import { bin, build, buildIsCurrent, requireNode, root, run } from './lib.mjs'
import { integrationHalves } from './integration-halves.mjs'
import { countCpu, cpuSeconds, cpuSecondsByKind, machineBusy } from './stage-cpu.mjs'
import { inventory } from './test-inventory.mjs'

requireNode()
const totals = { passed: 0, failed: 0 }
const results = path.join(root, 'test-results')
const logs = path.join(results, 'logs')
for (const old of fs.existsSync(results) ? fs.readdirSync(results) : []) {
  if (/^(vitest-.*|e2e-results)\.json$/.test(old)) fs.rmSync(path.join(results, old))
}
fs.rmSync(logs, { recursive: true, force: true })
fs.mkdirSync(logs, { recursive: true })
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null)
const runStarted = Date.now()
const clock = (ms) =>
  `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`

/**
 * Stages as they ran: title, lane, start and end (ms since the run started), whether they passed and the CPU
 * seconds their processes used (scripts/stage-cpu.mjs).
 */
const stages = []
/** The title of the stage each open output belongs to, so the processes run into it count to that stage. */
const stageOf = new Map()

/**
 * Runs one stage: `body(output)` gets a file descriptor its commands write to; the output is printed whole,
 * under the stage's title and wall time, when it ends. Resolves with what `body` returns (true when it
 * passed).
 */
async function stage(lane, title, body) {
  const start = Date.now() - runStarted
  const file = path.join(logs, `${title.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.log`)
  const output = fs.openSync(file, 'w')
  stageOf.set(output, title)
  console.log(`▸ ${clock(start)} ${title} (${lane} lane) started`)
  let ok = false
  try {
    ok = await body(output)
  } catch (error) {
    fs.writeSync(output, `\n${error?.stack ?? error}\n`)
  } finally {
    fs.closeSync(output)
  }
  const end = Date.now() - runStarted
  stageOf.delete(output)
  stages.push({ title, lane, start, end, ok, cpu: cpuSeconds(title), byKind: cpuSecondsByKind(title) })
  console.log(
    `\n━━ ${title} ━━ (${lane} lane, ${clock(end - start)} from ${clock(start)}${ok ? '' : ', FAILED'})`,
  )
  process.stdout.write(fs.readFileSync(file, 'utf8'))
  return ok
}

/**
 * Runs a command into a stage's output; resolves with its exit code. The checks lane runs at a lower priority
 * (nice 10): it only soaks up what the build, the SQLite seed and the test lanes leave of the cores.
 */
const runInto = (output, lane, command, args, env = {}) =>
  run(lane === 'checks' ? 'nice' : command, lane === 'checks' ? ['-n', '10', command, ...args] : args, {
    env: { FORCE_COLOR: '0', ...env },
    stdio: ['ignore', output, output],
    onSpawn: (child) => countCpu(child.pid, stageOf.get(output)),
  })

/** Migrates, makes the first staff account and seeds the demo content (scripts/lib.mjs's seedDatabase). */
const seedInto = (output, lane, env) =>
  runInto(output, lane, bin('payload'), ['run', 'src/seed/cli.ts'], { NODE_ENV: 'production', ...env })

/** A check with no report of its own (type check, lint, format): one pass or one failure. */
function check(lane, title, command, args) {
  return stage(lane, title, async (output) => {
    const ok = (await runInto(output, lane, command, args)) === 0
    if (ok) totals.passed++
    else totals.failed++
    return ok
  })
}

function vitest(lane, project, env = {}, label = project, files = []) {
  return stage(lane, `Vitest: ${label}`, async (output) => {
    const out = path.join(results, `vitest-${label.replace(/\W+/g, '-')}.json`)
    fs.rmSync(out, { force: true })
    const code = await runInto(
      output,
      lane,
      bin('vitest'),
      [
        'run',
        '--project',
        project,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${out}`,
        ...files,
      ],
      env,
    )
    const report = readJson(out)
    if (report) {
      totals.passed += report.numPassedTests
      totals.failed += report.numFailedTests
    }
    if (code !== 0 && (!report || report.numFailedTests === 0)) totals.failed++ // a crash outside any test
    return code === 0
  })
}

function playwright(lane, env) {
  return stage(lane, 'Playwright: end to end in Chromium', async (output) => {
    try {
      const browser = await chromium.launch({ executablePath: e2eChromiumPath(), args: chromiumArgs })
      await browser.close()
    } catch (error) {
      fs.writeSync(output, `${explainMissingChromium(error)}\n`)
      totals.failed++
      return false
    }
    const out = path.join(results, 'e2e-results.json')
    fs.rmSync(out, { force: true })
    const code = await runInto(output, lane, bin('playwright'), ['test'], env)
    const report = readJson(out)
    if (report) {
      totals.passed += report.stats.expected + report.stats.flaky
      totals.failed += report.stats.unexpected
    }
    if (code !== 0 && (!report || report.stats.unexpected === 0)) totals.failed++
    return code === 0
  })
}

const testAdmin = {
  TEST_ADMIN_EMAIL: 'admin@rumahloka.test',
  TEST_ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
}
const testSecret = 'test-secret-' + testAdmin.TEST_ADMIN_PASSWORD
const seedEnv = {
  ADMIN_EMAIL: testAdmin.TEST_ADMIN_EMAIL,
  ADMIN_PASSWORD: testAdmin.TEST_ADMIN_PASSWORD,
  PAYLOAD_SECRET: testSecret,
}

/** A seeded database made once per run in a temporary folder; the suites copy it. */
async function seededTemplate(lane) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumahloka-template-'))
  const ok = await stage(lane, 'Seeding a temporary SQLite database', async (output) => {
    return (await seedInto(output, lane, { DATA_DIR: dir, ...seedEnv })) === 0
  })
  if (!ok) totals.failed++
  return ok ? { TEST_TEMPLATE_DATA_DIR: dir, PAYLOAD_SECRET: testSecret, ...testAdmin } : null
}

/** Runs statements on the PostgreSQL server of TEST_POSTGRES_URL; false when it does not answer. */
const postgresServer = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
async function postgres(...statements) {
  const client = new pg.Client({ connectionString: postgresServer, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    for (const statement of statements) await client.query(statement)
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

/**
 * The same seeded content in a PostgreSQL database, for the PostgreSQL pass of the integration tests; each
 * test server then gets its own copy of it (CREATE DATABASE … TEMPLATE: tests/support/server.ts). Null when
 * no server answers (the pass is skipped, saying so).
 */
async function postgresTemplate(lane) {
  const name = `rumahloka_test_${randomBytes(4).toString('hex')}`
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumahloka-pg-template-'))
  let answered = true
  const ok = await stage(lane, 'Seeding a temporary PostgreSQL database', async (output) => {
    if (!(await postgres(`CREATE DATABASE ${name}`))) {
      answered = false
      fs.writeSync(
        output,
        `skipped: integration tests on PostgreSQL (no server answers at ${postgresServer})\n`,
      )
      return true
    }
    const DATABASE_URL = postgresServer.replace(/\/[^/]*$/, `/${name}`)
    return (await seedInto(output, lane, { DATA_DIR: dir, DATABASE_URL, ...seedEnv })) === 0
  })
  if (!answered) return null
  if (!ok) totals.failed++
  const env = {
    PAYLOAD_SECRET: testSecret,
    ...testAdmin,
    TEST_TEMPLATE_DATA_DIR: dir,
    TEST_DATABASE_TEMPLATE: name,
    TEST_POSTGRES_URL: postgresServer,
  }
  return { ok, env, name, dir }
}

/** Drops the template and every copy the tests made of it. */
async function dropPostgresTemplate(name) {
  const client = new pg.Client({ connectionString: postgresServer })
  await client.connect()
  try {
    const { rows } = await client.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${name}%`])
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
  } finally {
    await client.end()
  }
}

/** The build, unless the one in .next is of these sources; `npm run build` and `npm start` type-check, here
 * the TypeScript stage does. */
function productionBuild(lane) {
  return stage(lane, 'Production build', async (output) => {
    if (buildIsCurrent()) {
      fs.writeSync(output, 'The build is current.\n')
      return true
    }
    const ok =
      (await build({
        typeCheck: false,
        stdio: ['ignore', output, output],
        onSpawn: (child) => countCpu(child.pid, stageOf.get(output)),
      })) === 0
    if (!ok) totals.failed++
    return ok
  })
}

function summary() {
  console.log('\n━━ Where the time went ━━')
  // CPU split: the site's servers, the browser, and the rest (runners, workers, compilers).
  console.log('   start →    end    wall     CPU  server browser  lane        stage')
  for (const s of [...stages].sort((a, b) => a.start - b.start)) {
    const title = `${s.title}${s.ok ? '' : ' (failed)'}`
    console.log(
      `  ${clock(s.start).padStart(6)} → ${clock(s.end).padStart(6)}  ${clock(s.end - s.start).padStart(6)}  ${clock(s.cpu * 1000).padStart(6)}  ${clock(s.byKind.server * 1000).padStart(6)} ${clock(s.byKind.browser * 1000).padStart(7)}  ${s.lane.padEnd(11)} ${title}`,
    )
  }
  const busy = machineBusy()
  const cpuTotal = stages.reduce((sum, s) => sum + s.cpu, 0)
  console.log(`  wall time ${clock(Date.now() - runStarted)}; CPU of the stages ${clock(cpuTotal * 1000)}`)
  // Near 100 %, the run waits for the cores: less CPU is what makes it shorter. Well below, it waits on
  // itself (sleeps, timeouts, one lane's last stage).
  if (busy !== null) console.log(`  the machine's cores were busy ${Math.round(busy * 100)} % of the run`)
  const tests = inventory(results)
  const slowest = [...tests].sort((a, b) => b.duration - a.duration).slice(0, 20)
  if (slowest.length) console.log('\n  The 20 slowest tests (all tries):')
  for (const t of slowest) {
    console.log(
      `  ${(t.duration / 1000).toFixed(1).padStart(7)} s  ${t.project.padEnd(24)} ${t.file}  ${t.title.slice(0, 90)}`,
    )
  }
  // Last, so the tail of a CI log (often all that is kept) names what failed and why.
  const failed = tests.filter((t) => t.status === 'failed' || t.status === 'unexpected')
  if (failed.length) console.log(`\n  Failed (${failed.length}):`)
  for (const t of failed) {
    const why = t.failure
      .replace(/\x1b\[[0-9;]*m/g, '')
      .split('\n')
      .filter(Boolean)
      .slice(0, 3)
      .join(' / ')
    console.log(`  ${t.project.padEnd(24)} ${t.file}  ${t.title.slice(0, 110)}\n      ${why.slice(0, 400)}`)
  }
}

const clusterFile = 'tests/integration/cluster.test.ts'
const clusterOnly = process.argv[2] === 'cluster'
if (clusterOnly) {
  const [built, env] = await Promise.all([productionBuild('build'), seededTemplate('seed')])
  if (built && env) await vitest('tests', 'integration', env, 'cluster', [clusterFile])
  if (env) fs.rmSync(env.TEST_TEMPLATE_DATA_DIR, { recursive: true, force: true })
} else {
  const built = productionBuild('build')
  // The seed lane: the SQLite template, then the PostgreSQL one (the PostgreSQL passes wait for it).
  const sqlite = seededTemplate('seed')
  const postgresReady = sqlite.then(() => postgresTemplate('seed'))
  // Beside them, at a lower priority: what needs neither, then the service tier.
  const checks = (async () => {
    await check('checks', 'ESLint', bin('eslint'), ['--max-warnings=0', '.'])
    await check('checks', 'Import graph', bin('depcruise'), ['src', 'scripts'])
    await check('checks', 'Prettier', bin('prettier'), ['--check', '.'])
    await vitest('checks', 'unit')
    await check('checks', 'TypeScript', bin('tsc'), ['--noEmit'])
    const env = await sqlite
    if (env) await vitest('checks', 'service', env, 'service (SQLite)')
  })()
  const ready = Promise.all([built, sqlite]).then(([ok, env]) => (ok ? env : null))
  // The integration passes in halves packed by the files' measured time (scripts/integration-halves.mjs),
  // each on ports of its own: nothing of another pass, a server still draining, reaches them. The integration
  // lanes take them in turn, SQLite first (its template is ready first), and the end-to-end lane takes what
  // is left once Playwright is done.
  const [first, second] = integrationHalves(root, 'tests/integration', [clusterFile])
  const passes = [
    { label: 'integration (SQLite) 1/2', database: 'sqlite', files: first, port: 3210 },
    { label: 'integration (SQLite) 2/2', database: 'sqlite', files: second, port: 3610 },
    { label: 'integration (PostgreSQL) 1/2', database: 'postgres', files: first, port: 3410 },
    { label: 'integration (PostgreSQL) 2/2', database: 'postgres', files: second, port: 3510 },
  ]
  const runPass = async (lane, pass) => {
    const env = await ready
    if (!env) return
    const ports = { INTEGRATION_PORT: String(pass.port), INTEGRATION_SMTP_PORT: String(pass.port + 15) }
    if (pass.database === 'sqlite') {
      await vitest(lane, 'integration', { ...env, ...ports }, pass.label, pass.files)
      return
    }
    const postgresRun = await postgresReady
    if (!postgresRun?.ok) return
    await vitest(lane, 'integration-postgres', { ...postgresRun.env, ...ports }, pass.label, pass.files)
  }
  const integrationLane = async (lane) => {
    for (let pass = passes.shift(); pass; pass = passes.shift()) await runPass(lane, pass)
  }
  // The end-to-end lane: Playwright's workers, each with a server of its own (playwright.config.ts), then
  // integration passes not yet taken.
  const e2e = (async () => {
    const env = await ready
    if (env) await playwright('e2e', env)
    await integrationLane('e2e')
  })()
  // One integration lane beside the end-to-end lane by default (TEST_INTEGRATION_LANES=2 for two): on a
  // machine 2.5 times slower than usual, two lanes beside Playwright's two workers starved every test (load
  // 15 on two cores) until time limits failed; the run is CPU-bound, so fewer lanes cost little wall time.
  const integrationLanes = Math.max(1, Number(process.env.TEST_INTEGRATION_LANES || 1))
  await Promise.all([
    checks,
    e2e,
    ...Array.from({ length: integrationLanes }, (_, i) =>
      integrationLane(i ? `integration ${i + 1}` : 'integration'),
    ),
  ])
  // The cluster test (two instances, Varnish, Redis killed and restarted under load) runs alone, last: beside
  // the end-to-end lane its Redis restart under load failed in 2 s, and alone it passes.
  const clusterEnv = await ready
  if (clusterEnv) await vitest('integration', 'integration', clusterEnv, 'cluster (alone)', [clusterFile])
  const postgresRun = await postgresReady
  if (postgresRun) {
    await dropPostgresTemplate(postgresRun.name)
    fs.rmSync(postgresRun.dir, { recursive: true, force: true })
  }
  const env = await sqlite
  if (env) fs.rmSync(env.TEST_TEMPLATE_DATA_DIR, { recursive: true, force: true })
}

summary()
console.log(`\n${totals.passed} passed, ${totals.failed} failed`)
process.exit(totals.failed === 0 ? 0 : 1)
