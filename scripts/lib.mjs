// Shared helpers of the project's own scripts (plain Node, no dependencies).
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { precompressStatic } from './precompressed-static.mjs'
import { serviceWorkerFile } from './service-worker-file.mjs'

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
export const bin = (name) => path.join(root, 'node_modules', '.bin', name)

export function requireNode() {
  const [major, minor] = process.versions.node.split('.').map(Number)
  if (major < 22 || (major === 22 && minor < 12)) {
    console.error(
      `Node ${process.versions.node} is too old: this project needs Node 22.12 or newer (Node 24 recommended, see .nvmrc).`,
    )
    process.exit(1)
  }
}

/** Runs a command, streaming its output; resolves with its exit code. `onSpawn` gets the child process. */
export function run(command, args, { onSpawn, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      cwd: root,
      ...options,
      env: { ...process.env, ...options.env },
    })
    onSpawn?.(child)
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options)
  if (code !== 0) process.exit(code)
}

const sourceEntries = [
  'src',
  'public',
  'next.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'postcss.config.mjs',
]

/** A fingerprint of everything the production build is made from (paths, sizes, modification times). */
export function sourceFingerprint() {
  const hash = createHash('sha256')
  const walk = (entry) => {
    const full = path.join(root, entry)
    if (entry === serviceWorkerFile || !fs.existsSync(full)) return
    const stat = fs.statSync(full)
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(full).sort()) walk(path.join(entry, child))
    } else {
      hash.update(`${entry}:${stat.size}:${stat.mtimeMs}\n`)
    }
  }
  sourceEntries.forEach(walk)
  return hash.digest('hex')
}

const stampFile = path.join(root, '.next', 'source-fingerprint')

export function buildIsCurrent() {
  return (
    fs.existsSync(path.join(root, '.next', 'BUILD_ID')) &&
    fs.existsSync(stampFile) &&
    fs.readFileSync(stampFile, 'utf8') === sourceFingerprint()
  )
}

/**
 * The production build; resolves with `next build`'s exit code. `typeCheck: false` skips Next's own type
 * check for callers that run `tsc` themselves (`npm test`); `stdio` sends the output elsewhere;
 * `onSpawn` gets `next build`'s process.
 */
export async function build({ typeCheck = true, stdio = 'inherit', onSpawn } = {}) {
  const fingerprint = sourceFingerprint()
  const say = (line) =>
    Array.isArray(stdio) && typeof stdio[1] === 'number'
      ? fs.writeSync(stdio[1], `${line}\n`)
      : console.log(line)
  // Imported here: esbuild is a build tool, not needed to run the site.
  const { buildServiceWorker } = await import('./service-worker.mjs')
  const workerBytes = await buildServiceWorker(root)
  say(`Service worker: ${serviceWorkerFile}, ${Math.round(workerBytes / 1024)} KB`)
  const code = await run(bin('next'), ['build'], {
    stdio,
    onSpawn,
    env: {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      ...(typeCheck ? {} : { NEXT_BUILD_SKIP_TYPECHECK: '1' }),
    },
  })
  if (code !== 0) return code
  const { before, after } = precompressStatic(path.join(root, '.next', 'static'))
  say(`Brotli copies of the built assets: ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB`)
  fs.writeFileSync(stampFile, fingerprint)
  return 0
}

/** Applies migrations, makes the first staff account and seeds an empty database. */
export async function prepareDatabase({ force = false } = {}) {
  const code = await seedDatabase(force ? { SEED_FORCE: 'true' } : {})
  if (code !== 0) process.exit(code)
}

/**
 * Starts the production server (scripts/serve.mjs, what `npm start` serves) on `port`, with `env` over the
 * environment. `stdio: 'pipe'` keeps what it prints for an error message.
 */
export function spawnProductionServer({ port, env = {}, stdio = 'pipe' }) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), ...env },
    stdio: stdio === 'pipe' ? ['ignore', 'pipe', 'pipe'] : stdio,
  })
  // The last 256 KB: a server logs a line per request, and a long test makes many.
  child.output = ''
  const keep = (chunk) => (child.output = (child.output + chunk).slice(-256 * 1024))
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return child
}

/**
 * The production server started and answering /up (below 500); an error with its output if it exits or stays
 * silent.
 */
export async function startProductionServer({ port, env = {}, stdio = 'pipe', timeoutMs = 60_000 }) {
  const child = spawnProductionServer({ port, env, stdio })
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${child.output}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/up`)).status < 500) return child
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill()
  throw new Error(`The server did not answer within ${timeoutMs / 1000} s:\n${child.output}`)
}

/** Migrates, makes the first staff account and seeds the demo content of the database `env` names. */
export const seedDatabase = (env = {}, options = {}) =>
  run(bin('payload'), ['run', 'src/seed/cli.ts'], { ...options, env: { NODE_ENV: 'production', ...env } })
