import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'
import pg from 'pg'

/**
 * Start-up work that must happen once however many instances start at the same moment (migrations, the demo
 * seed) runs under a PostgreSQL advisory lock: the first instance does it, the others wait and then find it
 * done. The lock belongs to a connection of its own, so a process that dies while holding it releases it with
 * its connection. SQLite is one instance per file, so there the work simply runs.
 */
export async function withDatabaseLock<T>(
  databaseUrl: string,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) return work()
  const client = new pg.Client({ connectionString: databaseUrl })
  // A connection lost while the work runs only loses the lock; the work's own queries report their failures.
  client.on('error', (error) => console.error('[database-lock] the lock connection failed', error))
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name])
    return await work()
  } finally {
    // Closing the session releases the lock, also when the unlock itself cannot be sent.
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined)
    await client.end().catch(() => undefined)
  }
}

const migrationLock = 'rumahloka:migrations'

/**
 * A database adapter whose migrations (Payload runs them on start in production) take the migration lock, so
 * two instances started at once after a release do not both run the same ALTER TABLE: the second waits, then
 * finds every migration applied.
 */
export function withMigrationLock<A extends BaseDatabaseAdapter>(
  adapter: DatabaseAdapterObj<A>,
  databaseUrl: string,
): DatabaseAdapterObj<A> {
  return {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args)
      const migrate = instance.migrate
      instance.migrate = function (this: A, options?: Parameters<A['migrate']>[0]) {
        return withDatabaseLock(databaseUrl, migrationLock, () => migrate.call(this, options))
      }
      return instance
    },
  }
}
