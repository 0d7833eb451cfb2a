import { getPayloadClient } from './payload'
import { redisClient } from './redis'
import packageJson from '../../package.json'

/**
 * Readiness, for a load balancer deciding whether to send this instance traffic:
 * - `ok`: the database answers and every committed migration is applied;
 * - `degraded`: serving, but the shared Redis is away (limits and invalidations fall back to this process);
 * - `draining`: shutting down (SIGTERM): finishing what it has, taking nothing new;
 * - `unavailable`: the database does not answer, or migrations are missing.
 */
export type Health = {
  status: 'ok' | 'degraded' | 'draining' | 'unavailable'
  version: string
  database: 'reachable' | 'unreachable'
  migrations: 'applied' | 'pending' | 'unknown'
  redis: 'connected' | 'unreachable' | 'not-configured'
  checked_at: string
}

type Lifecycle = { draining: boolean }
const lifecycle = globalThis as typeof globalThis & { __rumahLokaLifecycle?: Lifecycle }

/** Set by scripts/serve.mjs when a SIGTERM starts the drain (same process). */
export const isDraining = () => lifecycle.__rumahLokaLifecycle?.draining === true

/** Whether the migrations this build carries (run on start) are all recorded as applied in the database. */
async function migrationsApplied(): Promise<Health['migrations']> {
  const payload = await getPayloadClient()
  const names = ((payload.db as { prodMigrations?: { name: string }[] }).prodMigrations ?? []).map(
    (m) => m.name,
  )
  if (names.length === 0) return 'unknown'
  const { totalDocs } = await payload.count({
    collection: 'payload-migrations',
    where: { name: { in: names } },
    overrideAccess: true,
  })
  return totalDocs >= names.length ? 'applied' : 'pending'
}

const redisState = (): Health['redis'] => {
  const redis = redisClient()
  if (!redis) return 'not-configured'
  return redis.status === 'ready' ? 'connected' : 'unreachable'
}

export async function checkHealth(): Promise<Health> {
  const base = { version: packageJson.version, redis: redisState(), checked_at: new Date().toISOString() }
  let database: Health['database'] = 'unreachable'
  let migrations: Health['migrations'] = 'unknown'
  try {
    const payload = await getPayloadClient()
    await payload.count({ collection: 'website-config', overrideAccess: true })
    database = 'reachable'
    migrations = await migrationsApplied()
  } catch {
    // reported below
  }
  const status: Health['status'] =
    database !== 'reachable' || migrations === 'pending'
      ? 'unavailable'
      : isDraining()
        ? 'draining'
        : base.redis === 'unreachable'
          ? 'degraded'
          : 'ok'
  return { status, database, migrations, ...base }
}

/** Whether a balancer should send this instance requests: serving, with or without Redis. */
export const isReady = (health: Health) => health.status === 'ok' || health.status === 'degraded'
