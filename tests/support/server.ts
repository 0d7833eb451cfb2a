import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { testSecrets } from './secrets'

const root = path.resolve(__dirname, '../..')

/** A fresh copy of the seeded template database (made by scripts/test.mjs) in a temporary folder. */
export function freshDataDir(label: string): string {
  const template = process.env.TEST_TEMPLATE_DATA_DIR
  if (!template || !fs.existsSync(path.join(template, 'site.db'))) {
    throw new Error('No seeded template database: run the tests with `npm test` (it prepares one), or set TEST_TEMPLATE_DATA_DIR.')
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `rumahloka-${label}-`))
  fs.cpSync(template, dir, { recursive: true })
  return dir
}

/** Starts the production build on a port with the given data folder and waits until it answers. */
export async function startServer(port: number, dataDir: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
    cwd: root,
    env: { ...process.env, ...testSecrets, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`)
    try {
      const response = await fetch(`http://127.0.0.1:${port}/up`)
      if (response.status < 500) return child
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill()
  throw new Error(`The server did not answer within 60 s:\n${output}`)
}
