// The production server: Next.js with Payload inside, behind the page cache (scripts/page-cache.mjs).
// PAGE_CACHE_SECONDS=0 turns the page cache off; PAGE_CACHE_MB caps the memory it holds.
import fs from 'node:fs'
import http from 'node:http'
import module from 'node:module'
import path from 'node:path'
import v8 from 'node:v8'
import vm from 'node:vm'

import next from 'next'

import { root } from './lib.mjs'
import { createObservability } from './observability.mjs'
import { createPageCache, withPageCache, withPrivatePreviews } from './page-cache.mjs'
import { withDocumentParts } from './document-parts.mjs'
import { dropClientNonce, pagePatterns, withPageSecurity } from './page-security.mjs'
import { withErrorPage } from './error-page.mjs'
import { createImageCache, withImageCache } from './image-cache.mjs'
import { openImageStore } from './image-store.mjs'
import { withPrecompressedStatic } from './precompressed-static.mjs'
import { publishedSecretsInUse } from './published-secrets.mjs'
import { crossOriginRefusal, hostOf, originFormTarget, refusal, sendRefusal } from './request-guard.mjs'
import { routesOfBuild } from './route-params.mjs'

// glibc's allocator keeps what a burst of uploads freed (hundreds of MB stay resident on a quiet server);
// jemalloc hands it back within seconds. When Debian's libjemalloc2 is installed, the server replaces itself
// with a copy running on it (same process id). SERVE_ALLOCATOR=system keeps glibc.
const jemalloc = '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2'
if (
  !process.env.LD_PRELOAD &&
  process.env.SERVE_ALLOCATOR !== 'system' &&
  fs.existsSync(jemalloc) &&
  typeof process.execve === 'function'
) {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    LD_PRELOAD: jemalloc,
    MALLOC_CONF: 'background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0',
  })
}

// Whatever the server writes (uploads, generated secrets, SQLite's files) is its own user's only: DATA_DIR
// holds personal data and secrets (src/lib/private-files.ts closes what an earlier version left open).
process.umask(0o077)

const published = publishedSecretsInUse()
if (published.length > 0) {
  console.error(
    `Refusing to start: ${published.join(' and ')} ${published.length > 1 ? 'are' : 'is'} set to the value printed in the README, which anyone can read. Set your own secret, or unset it to have one generated into DATA_DIR.`,
  )
  process.exit(1)
}

const port = Number(process.env.PORT || 3000)
const siteHost = hostOf(process.env.SITE_URL)
// Back-office writes are taken from this site's own pages only (request-guard.mjs `crossOriginRefusal`).
const originRule = {
  siteUrl: siteHost ? process.env.SITE_URL : undefined,
  // src/server/security/client-address.ts `trustedProxyHops` > 0.
  trustProxy:
    process.env.TRUST_PROXY === 'true' ||
    (Number.isInteger(Number(process.env.TRUST_PROXY)) && Number(process.env.TRUST_PROXY) > 0),
}
// Not $HOSTNAME: containers set it to their own name, which would keep the server off localhost.
const hostname = process.env.BIND_ADDRESS || '0.0.0.0'
// A data cache left on disk by an earlier version (next.config.ts now keeps it in memory) would show seats or
// prices from before a database was restored or reseeded: it goes.
fs.rmSync(path.join(root, '.next/cache/fetch-cache'), { recursive: true, force: true })
// The app's own log lines (Payload's pino) are JSON too, with the request id of the request that caused them
// (src/payload.config.ts).
process.env.LOG_FORMAT ??= 'json'
// V8's compiled code of the build's server modules, kept between starts: compiling them was half of a start's
// CPU (3.3 of 6.9 s); read back, a start takes 3.3 s instead of 6.1 (2026-11-29). Node checks every entry
// against its source, and `next build` empties .next (all but .next/cache), so a new build starts a new
// cache. An unwritable folder only means no cache; NODE_COMPILE_CACHE, when set, is used instead.
module.enableCompileCache?.(path.join(root, '.next', 'node-compile-cache'))
const app = next({ dev: false, dir: root, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()
// A page is kept until what it shows changes (its tags, or a moment such as a sale's end): long where every
// instance hears of each edit at once, that is one process (SQLite: one server per data folder) or Redis
// (src/server/cache-sync.ts); without Redis, instances on PostgreSQL hear of another's edits only when their
// entries expire, so 30 s.
const everyInstanceHears = !process.env.DATABASE_URL || Boolean(process.env.REDIS_URL)
const seconds = Number(process.env.PAGE_CACHE_SECONDS ?? (everyInstanceHears ? 86_400 : 30))
const pageCacheBytes = Number(process.env.PAGE_CACHE_MB || 64) * 1024 * 1024
const pageCache = createPageCache({ ttlMs: seconds * 1000, maxBytes: pageCacheBytes })
// Link prefetches' route trees and heads (a few KB each), in an eighth of that budget of their own: however
// many there are, they push no page out.
const prefetchCache = createPageCache({ ttlMs: seconds * 1000, maxBytes: pageCacheBytes / 8 })
// Resized images, kept once made (IMAGE_CACHE_MB caps the memory they hold), and on disk below that
// (IMAGE_CACHE_DIR, "off" for none; IMAGE_CACHE_DISK_MB caps it) while media are files of this machine: with
// S3_BUCKET they are not, and a file left in DATA_DIR/media from before could differ from the stored one.
const imageCache = createImageCache({ maxBytes: Number(process.env.IMAGE_CACHE_MB || 64) * 1024 * 1024 })
const dataDir = path.resolve(root, process.env.DATA_DIR || 'data')
const imageStoreDir = process.env.S3_BUCKET ? 'off' : process.env.IMAGE_CACHE_DIR
const imageStore = openImageStore(imageStoreDir || path.join(root, '.next/cache/images'), {
  maxBytes: Number(process.env.IMAGE_CACHE_DISK_MB || 512) * 1024 * 1024,
  mediaDir: path.join(dataDir, 'media'),
})
// The routes of this build: one the page cache's table (scripts/route-params.mjs) does not list is never
// cached.
const routes = routesOfBuild(
  JSON.parse(fs.readFileSync(path.join(root, '.next/app-path-routes-manifest.json'), 'utf8')),
)
// A shared cache in front (Varnish, a CDN) may keep public answers for SHARED_CACHE_SECONDS (default 30 s: it
// hears of edits only through CACHE_PURGE_URL).
// A page that fails to render gets a page that needs nothing (scripts/error-page.mjs), not an empty shell.
// The build's proxy patterns: which requests are pages (scripts/page-security.mjs).
const functionsManifestFile = path.join(root, '.next/server/functions-config-manifest.json')
const functionsManifest = fs.existsSync(functionsManifestFile)
  ? JSON.parse(fs.readFileSync(functionsManifestFile, 'utf8'))
  : {}
const pages = withErrorPage(withDocumentParts(withPageSecurity(handle, pagePatterns(functionsManifest))))
const handler = withPrivatePreviews(
  withPrecompressedStatic(
    withImageCache(
      seconds > 0
        ? withPageCache(pages, pageCache, {
            sharedSeconds: Number(process.env.SHARED_CACHE_SECONDS || 30),
            routes,
            prefetches: prefetchCache,
          })
        : pages,
      imageCache,
      imageStore,
    ),
    {
      staticDir: path.join(root, '.next/static'),
      routesManifest: JSON.parse(fs.readFileSync(path.join(root, '.next/routes-manifest.json'), 'utf8')),
    },
  ),
)
const observability = createObservability({
  routes,
  // What the page cache holds, prefetches included.
  pageCache: {
    size: () => pageCache.size() + prefetchCache.size(),
    bytes: () => pageCache.bytes() + prefetchCache.bytes(),
    removed: () => {
      const [pages, prefetches] = [pageCache.removed(), prefetchCache.removed()]
      return Object.fromEntries(Object.entries(pages).map(([reason, n]) => [reason, n + prefetches[reason]]))
    },
  },
  imageCache,
  dataDir,
})
observability.startMetricsServer()
// After a burst (uploads above all), V8 keeps the garbage, and the request buffers it holds, until it next
// needs memory, which on a quiet server may be never: full collections once the server has been quiet for 5
// s, 30 s and 90 s give that memory back. More than one, because some of what a burst used is still held for
// a while after its last answer (keep-alive sockets keep their last request's context until the client closes
// them, e-mails are still being sent). Cheap: three collections per quiet spell, none while requests come in.
// IDLE_COLLECTION_SECONDS changes the quiet spells ("2,5,10" in the tests, so their memory checks wait less;
// "off" for none, to see what the collections give back). The last one also gives back the pages V8 keeps for
// reuse after a plain full collection (its young generation, grown under load, and its pool of free pages):
// after a burst of short-lived objects a plain one left RSS at 256 MB with 134 in the heap, the last-resort
// one at 60 with 6 (Node 24). Once on a quiet server, its few extra collections cost nobody a wait.
v8.setFlagsFromString('--expose-gc')
const collectGarbage = vm.runInNewContext('gc')
const quietCollections =
  process.env.IDLE_COLLECTION_SECONDS === 'off'
    ? []
    : (process.env.IDLE_COLLECTION_SECONDS || '5,30,90').split(',').map((s) => Number(s) * 1000)
let lastRequest = 0
let collections = quietCollections.length
setInterval(() => {
  if (collections < quietCollections.length && Date.now() - lastRequest > quietCollections[collections]) {
    collections++
    if (collections < quietCollections.length) collectGarbage()
    else collectGarbage({ type: 'major', execution: 'sync', flavor: 'last-resort' })
  }
}, 1000).unref()

// SIGTERM drains: /up answers 503 "draining" so a balancer stops sending, the listener closes, requests in
// flight finish (up to SHUTDOWN_TIMEOUT_SECONDS), keep-alive connections are told to close, then the database
// pool and
// Redis are closed and the process exits 0. src/server/health.ts reads the flag; src/instrumentation.ts
// registers the connection closer.
const lifecycle = (globalThis.__rumahLokaLifecycle = { draining: false })
const shutdownMs = Number(process.env.SHUTDOWN_TIMEOUT_SECONDS || 25) * 1000
let inFlight = 0

// The client's address is the socket's: a client-sent X-Real-IP is replaced, never trusted (the rate limits
// key on it).
const server = http.createServer((req, res) => {
  lastRequest = Date.now()
  collections = 0
  inFlight++
  res.once('close', () => inFlight--)
  if (lifecycle.draining) res.setHeader('connection', 'close')
  req.headers['x-real-ip'] = req.socket.remoteAddress ?? 'unknown'
  dropClientNonce(req)
  return observability.observe(req, res, () => {
    // An absolute-form target (`GET http://host/path`) is answered for this site only, as its path.
    const target = originFormTarget(req, siteHost)
    if (target.refusal) return sendRefusal(res, target.refusal)
    req.url = target.url
    const refused = refusal(req) ?? crossOriginRefusal(req, originRule)
    if (refused) return sendRefusal(res, refused)
    return handler(req, res)
  })
})
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () => {
  console.log(`> Ready on http://localhost:${port}`)
  // One request of our own: Payload starts (migrations, the job queue's timers, the search index) now, in
  // the app's module graph, rather than on the first visitor's request (src/server/payload.ts).
  const local =
    { '0.0.0.0': '127.0.0.1', '::': '[::1]' }[hostname] ??
    (hostname.includes(':') ? `[${hostname}]` : hostname)
  fetch(`http://${local}:${port}/up/ready`)
    .then((r) => r.arrayBuffer())
    .catch((error) => console.error('> the warm-up request failed:', error.message))
})

async function exitAfter(reason) {
  try {
    // Bounded: a database or Redis that is away must not keep a stopping instance alive.
    await Promise.race([
      globalThis.__rumahLokaCloseConnections?.(),
      new Promise((resolve) => setTimeout(resolve, 5000).unref()),
    ])
  } catch (error) {
    console.error('> closing connections:', error?.message ?? error)
  }
  console.log(`> Stopped (${reason})`)
  await observability.flush()
  process.exit(0)
}

function drain(signal) {
  if (lifecycle.draining) return
  lifecycle.draining = true
  console.log(`> ${signal}: draining ${inFlight} request(s), up to ${shutdownMs / 1000} s`)
  const deadline = setTimeout(() => {
    console.error(`> ${inFlight} request(s) still running after ${shutdownMs / 1000} s: closing them`)
    server.closeAllConnections()
    exitAfter('timeout')
  }, shutdownMs)
  server.close(() => {
    clearTimeout(deadline)
    exitAfter('drained')
  })
  // Idle keep-alive sockets would hold server.close() open: close them now, and busy ones once their answer
  // is sent.
  server.closeIdleConnections()
  const sweep = setInterval(() => server.closeIdleConnections(), 250)
  sweep.unref()
}
process.on('SIGTERM', () => drain('SIGTERM'))
process.on('SIGINT', () => drain('SIGINT'))
