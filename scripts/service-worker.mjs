// The service worker (src/service-worker/worker.ts) bundled into public/sw.js when the site is built. It is
// its own program, run by the browser beside the pages, so Next.js does not build it; esbuild bundles it with
// Serwist. `release` names its caches: a new build is a new worker, which drops the old one's caches.
import path from 'node:path'

import { build } from 'esbuild'

import { serviceWorkerFile } from './service-worker-file.mjs'

export async function buildServiceWorker(root, release) {
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
