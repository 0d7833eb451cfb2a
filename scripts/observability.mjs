// What operators see of a running server (scripts/serve.mjs): one JSON line per request on stdout (pino),
// a request id in the answer's `x-request-id` and in every log line the request causes, and Prometheus
// metrics (prom-client) on a port of their own (METRICS_PORT, bound to METRICS_BIND, 127.0.0.1 by default),
// never on the site's. REQUEST_LOG=off stops the request lines; without METRICS_PORT nothing is recorded.
// The app reaches both through globalThis.__rumahLokaObservability (src/server/observability.ts).
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import { format } from 'node:util'

import { pino } from 'pino'
import client from 'prom-client'

import { createRouteMatcher } from './route-params.mjs'

/** Where Next serves what no app route names; a path is never a label, so the label set stays small. */
const routeOfUnmatched = (path) =>
  path.startsWith('/_next/static/')
    ? '/_next/static/*'
    : path.startsWith('/_next/image')
      ? '/_next/image'
      : path.startsWith('/_next/')
        ? '/_next/*'
        : '(public file or not found)'

/** An id a proxy in front already gave the request (believed only with TRUST_PROXY), else our own. */
const acceptableId = /^[A-Za-z0-9._:-]{8,128}$/

/** A log line of level warn or above (both loggers print the level's label: pino's formatters.level). */
const urgentLine = /"level":"(?:warn|error|fatal)"/

/**
 * @param {{ routes: string[],
 *   pageCache: { size(): number, bytes(): number, removed(): Record<string, number> },
 *   imageCache?: { size(): number, bytes(): number }, dataDir: string, env?: NodeJS.ProcessEnv }} options
 */
export function createObservability({ routes, pageCache, imageCache, dataDir, env = process.env }) {
  const instance = env.INSTANCE_NAME || `${os.hostname()}:${env.PORT || 3000}`
  const logging = env.REQUEST_LOG !== 'off'
  const metricsPort = env.METRICS_PORT ? Number(env.METRICS_PORT) : null
  const trustProxy = Boolean(env.TRUST_PROXY && env.TRUST_PROXY !== 'false' && env.TRUST_PROXY !== '0')
  // One destination for every JSON line of the process (Payload's logger takes it too: payload.config.ts), so
  // no two writers split each other's lines on stdout.
  // Lines are gathered up to 8 KB and written together, none later than a quarter of a second: one write per
  // line cost a cached page's answer a quarter of its CPU (docs/performance.md, "cached pages against a bare
  // Node server"). A warning or an error goes out at once, with what was gathered before it: the lines a
  // crash follows are the ones an operator needs. Exits flush what is left (serve.mjs; pino's own exit
  // handler after an uncaught exception); a process killed outright loses at most the last quarter second.
  const destination = pino.destination({ sync: false, minLength: 8 * 1024 })
  const write = destination.write.bind(destination)
  destination.write = (line) => {
    const accepted = write(line)
    if (urgentLine.test(line)) destination.flush()
    return accepted
  }
  setInterval(() => destination.flush(), 250).unref()
  const logger = pino(
    {
      base: { instance },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  )
  const requestContext = new AsyncLocalStorage()
  const matchRoute = createRouteMatcher(routes, {})
  const idPrefix = randomBytes(4).toString('hex')
  let sequence = 0

  const registry = new client.Registry()
  const metrics = metricsPort ? defineMetrics(registry) : null
  if (metrics) client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 })
  /** Filled in by the app on each scrape (mail queue, database, backups): src/server/observability.ts. */
  const collectors = []
  if (metrics)
    collectors.push(async () => {
      metrics.pageCacheEntries.set(pageCache.size())
      metrics.pageCacheBytes.set(pageCache.bytes())
      // Counted by the cache itself; the counter is brought to its totals at each scrape.
      metrics.pageCacheRemoved.reset()
      for (const [reason, count] of Object.entries(pageCache.removed())) {
        metrics.pageCacheRemoved.inc({ reason }, count)
      }
      if (imageCache) {
        metrics.imageCacheEntries.set(imageCache.size())
        metrics.imageCacheBytes.set(imageCache.bytes())
      }
      const disk = await fs.promises.statfs(dataDir).catch(() => null)
      if (disk) {
        metrics.dataDirFree.set(disk.bavail * disk.bsize)
        metrics.dataDirSize.set(disk.blocks * disk.bsize)
      }
    })

  // What the app and Next.js print (console.log / warn / error) becomes a JSON line too, with the id of the
  // request that caused it: an error a render throws names the request it broke.
  for (const [method, level] of [
    ['log', 'info'],
    ['info', 'info'],
    ['debug', 'debug'],
    ['warn', 'warn'],
    ['error', 'error'],
  ]) {
    console[method] = (...args) => {
      const requestId = requestContext.getStore()?.id
      const err = args.find((arg) => arg instanceof Error)
      logger[level]({ ...(requestId ? { requestId } : {}), ...(err ? { err } : {}) }, format(...args))
    }
  }

  globalThis.__rumahLokaObservability = {
    destination,
    requestId: () => requestContext.getStore()?.id,
    // The answer being rendered, for a page that must set its own status (src/server/page-status.ts).
    response: () => requestContext.getStore()?.res,
    metrics,
    collectors,
  }

  /** Runs the request with its id in context, and logs and counts it when its answer is done. */
  function observe(req, res, next) {
    const incoming = trustProxy ? req.headers['x-request-id'] : undefined
    const id =
      typeof incoming === 'string' && acceptableId.test(incoming)
        ? incoming
        : `${idPrefix}-${(++sequence).toString(36)}`
    res.setHeader('x-request-id', id)
    if (!logging && !metrics) return requestContext.run({ id, res }, next)
    const started = performance.now()
    const written = req.socket.bytesWritten
    res.once('close', () => {
      const seconds = (performance.now() - started) / 1000
      const path = (req.url ?? '/').split('?')[0]
      const route = matchRoute(path)?.route ?? routeOfUnmatched(path)
      const status = res.statusCode
      const cache = res.getHeader('x-page-cache') ?? '-'
      const image = res.getHeader('x-image-cache')
      const bytes = req.socket.bytesWritten - written
      if (logging)
        logger.info({
          msg: 'request',
          requestId: id,
          method: req.method,
          route,
          status,
          ms: Math.round(seconds * 10_000) / 10,
          bytes,
          cache: cache === '-' && image ? `image ${image}` : cache,
          ...(res.writableFinished ? {} : { aborted: true }),
        })
      if (metrics) {
        // A client that left before its answer ended is no 2xx, whatever the status was going to be.
        const statusClass = res.writableFinished ? `${Math.floor(status / 100)}xx` : 'aborted'
        const method = /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$/.test(req.method) ? req.method : 'OTHER'
        metrics.requests.inc({ method, route, status_class: statusClass })
        metrics.duration.observe({ route, status_class: statusClass }, seconds)
        if (cache !== '-') {
          const result = String(cache).toLowerCase()
          metrics.pageCache.inc({ result })
          metrics.pageCacheServed.inc({ result }, bytes)
        }
        if (image) metrics.imageCache.inc({ result: String(image).toLowerCase() })
      }
    })
    return requestContext.run({ id, res }, next)
  }

  /** The metrics listener, when METRICS_PORT is set: GET /metrics only. */
  function startMetricsServer() {
    if (!metricsPort) return null
    const server = http.createServer(async (req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at /metrics\n')
        return
      }
      try {
        // One collector failing (the database away) must not take the runtime's figures down with it.
        await Promise.all(
          collectors.map((collect) =>
            collect().catch((error) => {
              metrics.collectorErrors.inc()
              logger.error({ err: error }, 'a metrics collector failed')
            }),
          ),
        )
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' })
        res.end(await registry.metrics())
      } catch (error) {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${error.message}\n`)
      }
    })
    // A port already taken leaves the site without metrics (and says so), not down.
    server.on('error', (error) => logger.error({ err: error }, `metrics could not listen on ${metricsPort}`))
    server.listen(metricsPort, env.METRICS_BIND || '127.0.0.1', () =>
      logger.info({ msg: `metrics on http://${env.METRICS_BIND || '127.0.0.1'}:${metricsPort}/metrics` }),
    )
    server.unref()
    return server
  }

  /** Writes out what the log still buffers (on exit), waiting at most a second. */
  const flush = () =>
    Promise.race([
      new Promise((resolve) => logger.flush(() => resolve())),
      new Promise((resolve) => setTimeout(resolve, 1000).unref()),
    ])

  return { logger, observe, startMetricsServer, flush }
}

/** Every metric the server and the app record; names and labels are what deploy/ dashboards read. */
function defineMetrics(registry) {
  const registers = [registry]
  return {
    requests: new client.Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by route pattern, method and status class.',
      labelNames: ['method', 'route', 'status_class'],
      registers,
    }),
    duration: new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by route pattern and status class.',
      labelNames: ['route', 'status_class'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    pageCache: new client.Counter({
      name: 'page_cache_requests_total',
      help: 'Cacheable requests answered from the page cache (hit) or rendered (miss).',
      labelNames: ['result'],
      registers,
    }),
    pageCacheServed: new client.Counter({
      name: 'page_cache_served_bytes_total',
      help: 'Bytes sent for cacheable requests, by hit or miss.',
      labelNames: ['result'],
      registers,
    }),
    pageCacheEntries: new client.Gauge({
      name: 'page_cache_entries',
      help: 'Answers held by the page cache.',
      registers,
    }),
    pageCacheBytes: new client.Gauge({
      name: 'page_cache_bytes',
      help: 'Memory the page cache holds.',
      registers,
    }),
    pageCacheRemoved: new client.Counter({
      name: 'page_cache_removed_total',
      help: 'Entries the page cache let go: evicted (least recently used, for room), expired, or changed (content they show was edited).',
      labelNames: ['reason'],
      registers,
    }),
    imageCache: new client.Counter({
      name: 'image_cache_requests_total',
      help: 'Resized images (/_next/image) answered from memory (hit), read from disk (disk) or made (miss).',
      labelNames: ['result'],
      registers,
    }),
    imageCacheEntries: new client.Gauge({
      name: 'image_cache_entries',
      help: 'Resized images held in memory.',
      registers,
    }),
    imageCacheBytes: new client.Gauge({
      name: 'image_cache_bytes',
      help: 'Memory the resized images hold.',
      registers,
    }),
    rateLimitRefusals: new client.Counter({
      name: 'rate_limit_refusals_total',
      help: 'Requests refused by a rate limit, by limiter.',
      labelNames: ['limiter'],
      registers,
    }),
    mailQueued: new client.Gauge({
      name: 'mail_queue_depth',
      help: 'E-mails waiting to be sent (queued, retries included).',
      registers,
    }),
    mailOldestQueued: new client.Gauge({
      name: 'mail_oldest_unsent_seconds',
      help: 'Age of the oldest e-mail still waiting to be sent (0 when none).',
      registers,
    }),
    mailFailed: new client.Gauge({
      name: 'mail_failed',
      help: 'E-mails that failed for good (every retry spent).',
      registers,
    }),
    databaseQueries: new client.Histogram({
      name: 'db_query_duration_seconds',
      help: 'Time of each database statement (a batch or transaction counts once).',
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
      registers,
    }),
    databasePool: new client.Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients).',
      labelNames: ['state'],
      registers,
    }),
    collectorErrors: new client.Counter({
      name: 'metrics_collector_errors_total',
      help: 'Scrapes in which reading a figure from the app failed (the database away, most often).',
      registers,
    }),
    backupLastSuccess: new client.Gauge({
      name: 'backup_last_success_timestamp_seconds',
      help: 'When the newest successful backup started (0 when there is none).',
      registers,
    }),
    backupLastFailed: new client.Gauge({
      name: 'backup_last_attempt_failed',
      help: '1 when the newest backup attempt failed.',
      registers,
    }),
    dataDirFree: new client.Gauge({
      name: 'data_dir_free_bytes',
      help: 'Free space on the disk of DATA_DIR, for the site.',
      registers,
    }),
    dataDirSize: new client.Gauge({
      name: 'data_dir_size_bytes',
      help: 'Size of the disk of DATA_DIR.',
      registers,
    }),
  }
}
