// The uncached side of the benchmark (issue 16): page renders, from a second server of the same build with
// the page cache off (PAGE_CACHE_SECONDS=0: bench/run.mjs), searches with a different query each request,
// and the baselines the cached figure is read against (a bare Node server and nginx writing the same bytes).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import autocannon from 'autocannon'

// Words shoppers type (Indonesian and English), combined two by two: 900 distinct queries before one repeats.
const searchWords = [
  'sofa',
  'kasur',
  'meja',
  'kursi',
  'lemari',
  'rak',
  'lampu',
  'karpet',
  'bantal',
  'cermin',
  'jati',
  'kayu',
  'rotan',
  'beludru',
  'minimalis',
  'putih',
  'abu',
  'hitam',
  'kantor',
  'makan',
  'tamu',
  'anak',
  'dapur',
  'taman',
  'bed',
  'chair',
  'table',
  'lamp',
  'storage',
  'outdoor',
]
/** The n-th distinct query; past 900 the page number makes it distinct. */
export const uniqueQuery = (n) => {
  const words = `${searchWords[n % 30]} ${searchWords[Math.floor(n / 30) % 30]}`
  return { q: words, page: Math.floor(n / 900) + 1 }
}

/**
 * autocannon with a request made for each time: `make(n, context)` gives the n-th request's path and
 * body. Ten connections (what issue 16 measures uncached work with), after a 2-second warm-up made the same
 * way;
 * `onResponse(status, body, context)` sees each answer.
 */
export async function uniqueLoad(
  name,
  base,
  make,
  { connections = 10, duration = 10, warmup = 2, headers = {}, method = 'GET', onResponse } = {},
) {
  let n = 0
  const options = (seconds) => ({
    url: base,
    connections,
    duration: seconds,
    headers,
    method,
    requests: [{ setupRequest: (req, context) => ({ ...req, ...make(n++, context) }), onResponse }],
  })
  if (warmup > 0) await autocannon(options(warmup))
  const r = await autocannon(options(duration))
  const row = {
    name,
    url: make(0, {}).path,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
    timeouts: r.timeouts,
    connections,
  }
  console.log(
    `  ${name}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}, non-2xx ${row.non2xx} (${connections} connections)`,
  )
  return row
}

/**
 * The uncached loads, against `base`, a server with the page cache off: every request a render. (A made-up
 * parameter no longer makes one: the page cache answers it from the copy without it, docs/security.md.)
 */
export function uncachedScenarios(base, contractHeaders, duration) {
  return [
    // The least any request costs through Next.js on these cores (the proxy, routing, an empty handler):
    // the floor under every uncached row below.
    () =>
      uniqueLoad('empty handler, the framework floor', base, () => ({ path: '/up/live' }), {
        duration,
        connections: 20,
      }),
    () => uniqueLoad('home, uncached render', base, () => ({ path: '/' }), { duration }),
    () => uniqueLoad('list page, uncached render', base, () => ({ path: '/inspirations' }), { duration }),
    () => uniqueLoad('FAQ, uncached render', base, () => ({ path: '/faq' }), { duration }),
    () =>
      uniqueLoad(
        'search page, distinct queries',
        base,
        (n) => {
          const { q, page } = uniqueQuery(n)
          return {
            path: `/search?${new URLSearchParams({ q, ...(page > 1 ? { page: String(page) } : {}) })}`,
          }
        },
        { duration, connections: 20 },
      ),
    () =>
      uniqueLoad(
        'search call, distinct queries',
        base,
        (n) => ({ path: '/api/product/search', body: JSON.stringify(uniqueQuery(n)) }),
        {
          duration,
          connections: 20,
          method: 'POST',
          headers: { ...contractHeaders, 'content-type': 'application/json' },
        },
      ),
  ]
}

/**
 * The Node floor for cached pages: a bare `node:http` server in a process of its own
 * (bench/node-baseline.mjs) writing from memory the bytes and headers the site answered `url` with, on
 * `port`. Null if it does not start.
 */
export async function startNodeBaseline(url, port, acceptEncoding = 'gzip') {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'node-baseline.mjs'), url, String(port), acceptEncoding],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const ready = await new Promise((resolve) => {
    const settle = (value) => {
      clearTimeout(timer)
      resolve(value)
    }
    const timer = setTimeout(() => settle(false), 10_000)
    child.stdout.on('data', (chunk) => String(chunk).startsWith('ready') && settle(true))
    child.once('exit', () => settle(false))
  })
  if (!ready) child.kill()
  return ready ? { child } : null
}

/**
 * nginx (Debian's package) serving the home page's own gzip answer, the same bytes the page cache stores,
 * from disk on `port`, for the cached-page figure to be read beside what a static server does on the same
 * cores. Null when nginx is not installed.
 */
export async function startNginxBaseline(base, port) {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p))
  if (!nginx) return null
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumahloka-nginx-'))
  // Run as root, nginx's workers drop to nobody: they must be able to read the folder.
  fs.chmodSync(dir, 0o755)
  // fetch would undo the compression: the body as it came, read with node:http.
  const gzipped = await new Promise((resolve, reject) =>
    http
      .get(`${base}/`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks)))
      })
      .on('error', reject),
  )
  fs.writeFileSync(path.join(dir, 'index.html'), zlib.gunzipSync(gzipped))
  fs.writeFileSync(path.join(dir, 'index.html.gz'), gzipped)
  const conf = path.join(dir, 'nginx.conf')
  fs.writeFileSync(
    conf,
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; default_type text/html; gzip_static on;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server { listen 127.0.0.1:${port}; root ${dir}; location / { try_files /index.html =404; } } }
`,
  )
  if (spawnSync(nginx, ['-t', '-c', conf, '-p', dir], { stdio: 'ignore' }).status !== 0) return null
  const child = spawn(nginx, ['-c', conf, '-p', dir], { stdio: 'ignore' })
  for (let i = 0; i < 40; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return { child, dir, bytes: gzipped.length }
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill()
  return null
}
