import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { root } from '../../scripts/lib.mjs'

/*
 * The alert rules of deploy/prometheus, checked and run by Prometheus's own tool on the series that should
 * raise each alert (deploy/prometheus/alerts.test.yml), and the example scrape configuration.
 */
const promtool = spawnSync('promtool', ['--version']).status === 0
if (!promtool)
  console.log('skipped: the alert rules tests (promtool is not installed: apt-get install prometheus)')
const folder = path.join(root, 'deploy/prometheus')
const run = (...args: string[]) => spawnSync('promtool', args, { cwd: folder, encoding: 'utf8' })

describe.skipIf(!promtool)('alert rules', () => {
  it('are valid, and the scrape configuration that loads them too', () => {
    const config = run('check', 'config', 'prometheus.yml')
    expect(config.stdout + config.stderr).toContain('SUCCESS: 8 rules found')
    expect(config.status).toBe(0)
  })
  // promtool evaluates every rule over the test series: a second alone, 11 to 37 s at nice 10 while npm
  // test's other lanes hold both cores.
  it('fire on the series that should raise them, and not before', { timeout: 120_000 }, () => {
    const tested = run('test', 'rules', 'alerts.test.yml')
    expect(tested.stdout + tested.stderr).toContain('SUCCESS')
    expect(tested.status).toBe(0)
  })
})
