// The two halves of an integration pass (scripts/test.mjs): its files packed by how long each takes, so the
// halves take about as long. `vitest --shard` split by file count: one half held the crash test, the backup
// drill and the sitemap walk and took 833 s of tests, the other 388 s (.ci/run, 2026-11-29).
import fs from 'node:fs'
import path from 'node:path'

/**
 * Seconds of each file's tests on SQLite in that run (the slow ones; PostgreSQL's are shorter in the same
 * order). A file not listed counts as `lightSeconds`: most take 0–15 s.
 */
const measuredSeconds = {
  'crash-writes': 295,
  backup: 218,
  fuzz: 169,
  sitemap: 96,
  'access-holes': 56,
  'catalog-import': 53,
  'personal-data': 52,
  forms: 47,
  webhooks: 37,
  'stores-events': 35,
  hardening: 33,
  'integration-api': 33,
  warranty: 19,
  selfservice: 13,
  observability: 11,
  openapi: 11,
}
const lightSeconds = 5

const secondsOf = (file) => measuredSeconds[path.basename(file, '.test.ts')] ?? lightSeconds

/**
 * Packs files into two lists, heaviest first, each into the lighter list (ties: the first).
 * @param {string[]} files
 * @returns {[string[], string[]]}
 */
export function halves(files) {
  /** @type {{ files: string[], seconds: number }[]} */
  const lists = [
    { files: [], seconds: 0 },
    { files: [], seconds: 0 },
  ]
  const byWeight = [...files].sort((a, b) => secondsOf(b) - secondsOf(a) || a.localeCompare(b))
  for (const file of byWeight) {
    const lighter = lists[0].seconds <= lists[1].seconds ? lists[0] : lists[1]
    lighter.files.push(file)
    lighter.seconds += secondsOf(file)
  }
  return [lists[0].files.sort(), lists[1].files.sort()]
}

/**
 * The integration test files under `dir` (relative to `root`), but those in `leftOut`, in two halves.
 * @param {string} root
 * @param {string} [dir]
 * @param {string[]} [leftOut]
 */
export function integrationHalves(root, dir = 'tests/integration', leftOut = []) {
  const files = fs
    .readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `${dir}/${name}`)
    .filter((file) => !leftOut.includes(file))
  return halves(files)
}
