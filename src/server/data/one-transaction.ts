import type { DrizzleAdapter } from './drizzle'
import type { Statement } from './group-commit'

/**
 * Plain statements written as one transaction beside Payload's Local API, on either database: on SQLite one
 * `batch` of libsql's client (BEGIN, the statements and COMMIT in a single synchronous call on the client's
 * own connection, so no other request's statement lands inside it and no lock outlives the call); on
 * PostgreSQL a transaction on a connection of Payload's pool. drizzle's `transaction` is not used on SQLite:
 * libsql's client gives its connection to each transaction and opens a new one for what comes next, whose
 * first statement parses the whole schema again (docs/performance.md, the stock import).
 *
 * The statements' text is the caller's, in the adapter's dialect (`?1` on SQLite, `$1` on PostgreSQL).
 */
export async function runInOneTransaction(adapter: DrizzleAdapter, statements: Statement[]) {
  if (!statements.length) return
  if (adapter.name === 'sqlite') {
    if (!adapter.client) throw new Error('The SQLite adapter has no client: Payload is not connected.')
    await adapter.client.batch(statements, 'write')
    return
  }
  if (!adapter.pool) throw new Error('The PostgreSQL adapter has no pool: Payload is not connected.')
  const connection = await adapter.pool.connect()
  try {
    await connection.query('begin')
    for (const statement of statements) await connection.query(statement.sql, statement.args)
    await connection.query('commit')
  } catch (error) {
    await connection.query('rollback').catch(() => undefined)
    throw error
  } finally {
    connection.release()
  }
}
