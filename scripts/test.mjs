// `npm test`: type-check, lint, unit tests, the production build, then integration tests, service tests and
// end-to-end tests against that build on fresh copies of a seeded temporary database.
// `npm run test:cluster` (`node scripts/test.mjs cluster`): the build, then only the cluster test.
// Ends with one line "N passed, N failed" summing every runner.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { chromium } from '@playwright/test'
import pg from 'pg'

import { chromiumArgs, chromiumPath, explainMissingChromium } from './chromium.mjs'
import { bin, build, buildIsCurrent, requireNode, root, run, seedDatabase } from './lib.mjs'

requireNode()
const totals = { passed: 0, failed: 0 }
const results = path.join(root, 'test-results')
fs.mkdirSync(results, { recursive: true })

const section = (title) => console.log(`\n━━ ${title} ━━`)
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null)

async function check(title, command, args, env) {
  section(title)
  const code = await run(command, args, { env })
  if (code === 0) totals.passed++
  else totals.failed++
  return code === 0
}

async function vitest(project, env = {}, label = project, files = []) {
  section(`Vitest: ${label}`)
  const out = path.join(results, `vitest-${label.replace(/\W+/g, '-')}.json`)
  fs.rmSync(out, { force: true })
  const code = await run(
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
    { env },
  )
  const report = readJson(out)
  if (report) {
    totals.passed += report.numPassedTests
    totals.failed += report.numFailedTests
  }
  if (code !== 0 && (!report || report.numFailedTests === 0)) totals.failed++ // a crash outside any test
}

async function playwright(env) {
  section('Playwright: end to end in Chromium')
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
    await browser.close()
  } catch (error) {
    console.error(explainMissingChromium(error))
    totals.failed++
    return
  }
  const out = path.join(results, 'e2e-results.json')
  fs.rmSync(out, { force: true })
  const code = await run(bin('playwright'), ['test'], { env })
  const report = readJson(out)
  if (report) {
    totals.passed += report.stats.expected + report.stats.flaky
    totals.failed += report.stats.unexpected
  }
  if (code !== 0 && (!report || report.stats.unexpected === 0)) totals.failed++
}

/** A seeded database made once per run in a temporary folder; the suites copy it. */
async function seededTemplate() {
  section('Preparing a seeded temporary database')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumahloka-template-'))
  const admin = {
    TEST_ADMIN_EMAIL: 'admin@rumahloka.test',
    TEST_ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
  }
  const code = await seedDatabase({
    DATA_DIR: dir,
    ADMIN_EMAIL: admin.TEST_ADMIN_EMAIL,
    ADMIN_PASSWORD: admin.TEST_ADMIN_PASSWORD,
    PAYLOAD_SECRET: 'test-secret-' + admin.TEST_ADMIN_PASSWORD,
  })
  if (code !== 0) return null
  return { TEST_TEMPLATE_DATA_DIR: dir, PAYLOAD_SECRET: 'test-secret-' + admin.TEST_ADMIN_PASSWORD, ...admin }
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
 * The same seeded content in a PostgreSQL database, for a second pass of the integration tests on PostgreSQL;
 * each test server then gets its own copy of it (CREATE DATABASE … TEMPLATE: tests/support/server.ts).
 */
async function postgresTemplate(base) {
  section('Preparing a seeded PostgreSQL database')
  const name = `rumahloka_test_${randomBytes(4).toString('hex')}`
  if (!(await postgres(`CREATE DATABASE ${name}`))) {
    console.log(`skipped: integration tests on PostgreSQL (no server answers at ${postgresServer})`)
    return null
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumahloka-pg-template-'))
  const code = await seedDatabase({
    DATA_DIR: dir,
    DATABASE_URL: postgresServer.replace(/\/[^/]*$/, `/${name}`),
    ADMIN_EMAIL: base.TEST_ADMIN_EMAIL,
    ADMIN_PASSWORD: base.TEST_ADMIN_PASSWORD,
    PAYLOAD_SECRET: base.PAYLOAD_SECRET,
  })
  const env = {
    ...base,
    TEST_TEMPLATE_DATA_DIR: dir,
    TEST_DATABASE_TEMPLATE: name,
    TEST_POSTGRES_URL: postgresServer,
  }
  return { code, env, name, dir }
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

const clusterOnly = process.argv[2] === 'cluster'
if (!clusterOnly) {
  await check('TypeScript', bin('tsc'), ['--noEmit'])
  await check('ESLint', bin('eslint'), ['--max-warnings=0', '.'])
  await check('Prettier', bin('prettier'), ['--check', '.'])
  await vitest('unit')
}

section('Production build')
if (buildIsCurrent()) console.log('The build is current.')
else await build()

const env = await seededTemplate()
if (!env) {
  totals.failed++
} else if (clusterOnly) {
  await vitest('integration', env, 'cluster', ['tests/integration/cluster.test.ts'])
  fs.rmSync(env.TEST_TEMPLATE_DATA_DIR, { recursive: true, force: true })
} else {
  await vitest('integration', env, 'integration (SQLite)')
  await vitest('service', env, 'service (SQLite)')
  await playwright(env)
  fs.rmSync(env.TEST_TEMPLATE_DATA_DIR, { recursive: true, force: true })
  const postgresRun = await postgresTemplate(env)
  if (postgresRun) {
    if (postgresRun.code === 0) await vitest('integration', postgresRun.env, 'integration (PostgreSQL)')
    else totals.failed++
    await dropPostgresTemplate(postgresRun.name)
    fs.rmSync(postgresRun.dir, { recursive: true, force: true })
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed`)
process.exit(totals.failed === 0 ? 0 : 1)
