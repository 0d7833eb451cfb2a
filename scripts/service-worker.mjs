// The service worker (src/service-worker/worker.ts) bundled into public/sw.js when the site is built. It is
// its own program, run by the browser beside the pages, so Next.js does not build it; esbuild bundles it with
// Serwist. Its release names its caches: a new release is a new worker, which drops the old one's caches.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { build } from 'esbuild'

import { serviceWorkerFile } from './service-worker-file.mjs'

/**
 * The release: a hash of the contents the site is built from, so every machine that builds the same
 * sources (each instance behind a balancer, a fresh checkout) serves the same worker, and any change makes a
 * new one. Contents, not modification times (the build's own fingerprint, scripts/lib.mjs, which differs
 * per checkout).
 */
export function releaseOf(root) {
  const hash = createHash('sha256')
  const walk = (entry) => {
    const full = path.join(root, entry)
    if (entry === serviceWorkerFile || !fs.existsSync(full)) return
    if (fs.statSync(full).isDirectory()) {
      for (const child of fs.readdirSync(full).sort()) walk(path.join(entry, child))
    } else hash.update(`${entry}\0`).update(fs.readFileSync(full))
  }
  for (const entry of ['src', 'public', 'scripts', 'next.config.ts', 'package-lock.json']) walk(entry)
  return hash.digest('hex').slice(0, 16)
}

export async function buildServiceWorker(root, release = releaseOf(root)) {
  const result = await build({
    entryPoints: [path.join(root, 'src/service-worker/worker.ts')],
    outfile: path.join(root, serviceWorkerFile),
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    define: { RELEASE: JSON.stringify(release), 'process.env.NODE_ENV': '"production"' },
    metafile: true,
  })
  return Object.values(result.metafile.outputs)[0].bytes
}
