// What a test run executed, read from the runners' JSON reports in a test-results folder (scripts/test.mjs
// writes them): one line per test and project, "runner  project  file  title  status".
//
//   node scripts/test-inventory.mjs [test-results]              the list (tab-separated)
//   node scripts/test-inventory.mjs --compare <before> <after>
//     what ran in one folder's reports and not the other's, compared on (runner, file, title); skips apart
import fs from 'node:fs'
import path from 'node:path'

const relative = (file) => path.relative(process.cwd(), file).replace(/^.*?(tests\/)/, '$1')

/** Vitest's JSON report (vitest-<label>.json): the label names the project and database. */
function vitestRows(file, label) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'))
  return report.testResults.flatMap((result) => {
    const rows = result.assertionResults.map((test) => ({
      runner: 'vitest',
      project: label,
      file: relative(result.name),
      title: [...test.ancestorTitles, test.title].join(' › '),
      status: test.status === 'pending' || test.status === 'todo' ? 'skipped' : test.status,
      duration: test.duration ?? 0,
      failure: test.failureMessages?.[0] ?? '',
    }))
    // A file that failed before any test ran (an import error) still shows.
    if (rows.length === 0 && result.status === 'failed') {
      rows.push({
        runner: 'vitest',
        project: label,
        file: relative(result.name),
        title: '(file)',
        status: 'failed',
      })
    }
    return rows
  })
}

/** Playwright's JSON report: suites nest by file and describe; each test has one entry per project. */
function playwrightRows(file) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'))
  const rows = []
  const walk = (suite, titles) => {
    const here = suite.title && !/\.(spec|test)\.ts$/.test(suite.title) ? [...titles, suite.title] : titles
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const last = test.results.at(-1)
        rows.push({
          runner: 'playwright',
          project: test.projectName,
          file: relative(path.join('tests/e2e', spec.file)),
          title: [...here, spec.title].join(' › '),
          // expected, unexpected, flaky or skipped, as Playwright judges the test (all of its tries)
          status: test.status === 'expected' ? 'passed' : test.status,
          duration: test.results.reduce((sum, r) => sum + (r.duration ?? 0), 0),
          reason: last?.annotations?.find((a) => a.type === 'skip')?.description ?? '',
          failure: test.status === 'unexpected' ? (last?.error?.message ?? '') : '',
        })
      }
    }
    for (const child of suite.suites ?? []) walk(child, here)
  }
  for (const suite of report.suites) walk(suite, [])
  return rows
}

/** Every test row of the reports in a folder. */
export function inventory(dir) {
  const rows = []
  for (const name of fs.readdirSync(dir).sort()) {
    const full = path.join(dir, name)
    const vitest = /^vitest-(.+)\.json$/.exec(name)
    // "integration-PostgreSQL-1-2" (a half of a pass) is "integration PostgreSQL" like the whole pass.
    const label = vitest?.[1]
      .replace(/-\d+-\d+$/, '')
      .replace(/-+$/, '')
      .replace(/-/g, ' ')
    if (vitest) rows.push(...vitestRows(full, label))
    else if (/^e2e-results.*\.json$/.test(name)) rows.push(...playwrightRows(full))
  }
  return rows
}

const key = (row) => `${row.runner}\t${row.file}\t${row.title}`

function compare(beforeDir, afterDir) {
  const before = inventory(beforeDir)
  const after = inventory(afterDir)
  const ran = (rows) => new Set(rows.filter((r) => r.status !== 'skipped').map(key))
  const [ranBefore, ranAfter] = [ran(before), ran(after)]
  const only = (a, b) => [...a].filter((k) => !b.has(k)).sort()
  const print = (title, lines) => {
    console.log(`\n${title}: ${lines.length}`)
    for (const line of lines) console.log(`  ${line}`)
  }
  console.log(
    `before: ${before.length} test runs (${ranBefore.size} distinct tests ran); after: ${after.length} (${ranAfter.size})`,
  )
  print('ran before, not after (runner, file, title)', only(ranBefore, ranAfter))
  print('ran after, not before', only(ranAfter, ranBefore))
  const skipped = (rows) =>
    rows
      .filter((r) => r.status === 'skipped')
      .map((r) => `${key(r)}\t${r.project}${r.reason ? `\t${r.reason}` : ''}`)
  print('skipped before', skipped(before))
  print('skipped after', skipped(after))
  const failed = (rows) => rows.filter((r) => !['passed', 'skipped', 'flaky'].includes(r.status)).map(key)
  print('failed before', failed(before))
  print('failed after', failed(after))
  // Where a test now runs in fewer projects or databases than before.
  const projects = (rows) => {
    const map = new Map()
    for (const r of rows.filter((r) => r.status !== 'skipped')) {
      map.set(key(r), [...(map.get(key(r)) ?? []), r.project].sort())
    }
    return map
  }
  const [pb, pa] = [projects(before), projects(after)]
  const narrowed = [...pb]
    .filter(([k, list]) => pa.has(k) && pa.get(k).join() !== list.join())
    .map(([k, list]) => `${k}\t${list.join(', ')} -> ${pa.get(k).join(', ')}`)
    .sort()
  print('runs in other projects or databases than before', narrowed)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv[2] === '--compare') compare(process.argv[3], process.argv[4])
  else {
    for (const r of inventory(process.argv[2] || 'test-results')) {
      console.log([r.runner, r.project, r.file, r.title, r.status].join('\t'))
    }
  }
}
