export type Statement = { sql: string; args: unknown[] }
/** libsql's client: `batch` runs BEGIN, the statements and COMMIT in one synchronous call. */
export type BatchClient = { batch(statements: Statement[], mode: 'write'): Promise<unknown> }

type Waiting = { statements: Statement[]; resolve(): void; reject(error: unknown): void }
const waiting = new Map<BatchClient, Waiting[]>()

/**
 * Group commit (SQLite): writes that are ready in the same turn of the event loop go to the database in one
 * transaction, so SQLite writes the pages they share (index leaves, each table's last page) to its log once,
 * not once each; each caller is answered only after that commit. One that fails would take the others with
 * it, so then each is written on its own and gets its own answer. (Sign-ups: 560 a second one transaction
 * each, 1,100 together, docs/performance.md.)
 */
export function commitTogether(client: BatchClient, statements: Statement[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const group = waiting.get(client) ?? []
    group.push({ statements, resolve, reject })
    if (group.length === 1) {
      waiting.set(client, group)
      setImmediate(() => void commitWaiting(client))
    }
  })
}

async function commitWaiting(client: BatchClient): Promise<void> {
  const group = waiting.get(client) ?? []
  waiting.delete(client)
  if (group.length > 1) {
    try {
      await client.batch(
        group.flatMap((w) => w.statements),
        'write',
      )
      for (const w of group) w.resolve()
      return
    } catch {
      // One of them was refused: each on its own below.
    }
  }
  for (const w of group) {
    try {
      await client.batch(w.statements, 'write')
      w.resolve()
    } catch (error) {
      w.reject(error)
    }
  }
}
