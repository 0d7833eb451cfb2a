import type { Payload } from 'payload'

import { backupHealth, latestBackupRuns } from './backup/status'

/*
 * The app's side of what scripts/observability.mjs gives operators: the id of the request being served (for
 * log lines), and the metrics only the app can fill (rate-limit refusals, the mail queue, the database,
 * backups). Outside scripts/serve.mjs (next dev, a command) there is none of it and these do nothing.
 */

type Counter = { inc(labels?: Record<string, string>, value?: number): void }
type Gauge = { set(labels: Record<string, string> | number, value?: number): void }
type Histogram = { observe(value: number): void }
type Shared = {
  requestId(): string | undefined
  metrics: {
    rateLimitRefusals: Counter
    mailQueued: Gauge
    mailOldestQueued: Gauge
    mailFailed: Gauge
    databaseQueries: Histogram
    databasePool: Gauge
    backupLastSuccess: Gauge
    backupLastFailed: Gauge
  } | null
  collectors: (() => Promise<void>)[]
}

const shared = () =>
  (globalThis as typeof globalThis & { __rumahLokaObservability?: Shared }).__rumahLokaObservability

/** The id of the request this code runs for (also in its `x-request-id`), for log lines. */
export const currentRequestId = (): string | undefined => shared()?.requestId()

export function countRateLimitRefusal(limiter: string): void {
  shared()?.metrics?.rateLimitRefusals.inc({ limiter })
}

type Timed = Record<string, unknown>
/** Wraps `object[name]` (a method returning a promise) so each call's time is observed. */
function timeCalls(object: Timed, name: string, observe: (seconds: number) => void) {
  const original = object[name]
  if (typeof original !== 'function') return
  object[name] = function (this: unknown, ...args: unknown[]) {
    const started = performance.now()
    const result = (original as (...a: unknown[]) => unknown).apply(this, args)
    if (result instanceof Promise)
      void result.finally(() => observe((performance.now() - started) / 1000)).catch(() => {})
    return result
  }
}

/**
 * Called once Payload is up (payload.config.ts onInit): times the database's statements and, on each scrape,
 * reads the mail queue, the PostgreSQL pool and the newest backups.
 */
export function watchApp(payload: Payload): void {
  const metrics = shared()?.metrics
  if (!metrics) return
  const observe = (seconds: number) => metrics.databaseQueries.observe(seconds)
  const db = payload.db as unknown as {
    pool?: Timed & { totalCount: number; idleCount: number; waitingCount: number }
    client?: Timed
  }
  // PostgreSQL: statements outside transactions go through the pool; SQLite: through the libSQL client.
  if (db.pool) timeCalls(db.pool, 'query', observe)
  if (db.client) for (const method of ['execute', 'batch']) timeCalls(db.client, method, observe)

  shared()!.collectors.push(async () => {
    const now = Date.now()
    const count = (status: string) =>
      payload.count({ collection: 'outbox', where: { status: { equals: status } }, overrideAccess: true })
    const [queued, failed, oldest, runs] = await Promise.all([
      count('queued'),
      count('failed'),
      payload.find({
        collection: 'outbox',
        where: { status: { equals: 'queued' } },
        sort: 'createdAt',
        limit: 1,
        depth: 0,
        overrideAccess: true,
        select: { createdAt: true },
      }),
      latestBackupRuns(payload),
    ])
    metrics.mailQueued.set(queued.totalDocs)
    metrics.mailFailed.set(failed.totalDocs)
    const first = oldest.docs[0]?.createdAt
    metrics.mailOldestQueued.set(first ? Math.max(0, (now - new Date(first).getTime()) / 1000) : 0)
    const health = backupHealth(runs, new Date(now))
    metrics.backupLastSuccess.set(health.last ? new Date(health.last.started_at).getTime() / 1000 : 0)
    metrics.backupLastFailed.set(runs[0]?.status === 'failed' ? 1 : 0)
    if (db.pool) {
      metrics.databasePool.set({ state: 'total' }, db.pool.totalCount)
      metrics.databasePool.set({ state: 'idle' }, db.pool.idleCount)
      metrics.databasePool.set({ state: 'waiting' }, db.pool.waitingCount)
    }
  })
}
