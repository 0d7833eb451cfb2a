import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { withDatabaseLock } from '@/server/database-lock'

/**
 * The start-up lock (src/server/database-lock.ts) on the PostgreSQL server of 127.0.0.1, when one answers.
 */
const postgresUrl = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

async function answers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 1500 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}
const available = await answers()
if (!available) console.log(`skipped: start-up lock tests (PostgreSQL does not answer at ${postgresUrl})`)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.skipIf(!available)('the start-up lock on PostgreSQL', () => {
  const name = `rumahloka:test-lock:${process.pid}`

  it('lets one holder work at a time, in turn, and passes on what each returns', async () => {
    const spans: [number, number][] = []
    const hold = (result: string) =>
      withDatabaseLock(postgresUrl, name, async () => {
        const start = performance.now()
        await sleep(150)
        spans.push([start, performance.now()])
        return result
      })
    expect(await Promise.all([hold('a'), hold('b'), hold('c')])).toEqual(['a', 'b', 'c'])
    spans.sort((x, y) => x[0] - y[0])
    for (let i = 1; i < spans.length; i++) expect(spans[i]![0]).toBeGreaterThanOrEqual(spans[i - 1]![1])
  })

  it('is released when the work fails, so the next holder does not wait', async () => {
    await expect(
      withDatabaseLock(postgresUrl, name, async () => Promise.reject(new Error('migration failed'))),
    ).rejects.toThrow('migration failed')
    const started = performance.now()
    expect(await withDatabaseLock(postgresUrl, name, async () => 'next')).toBe('next')
    expect(performance.now() - started).toBeLessThan(2000)
  })

  it('is released when the holding connection dies (a process killed mid-migration)', async () => {
    const holder = new pg.Client({ connectionString: postgresUrl })
    await holder.connect()
    await holder.query('SELECT pg_advisory_lock(hashtext($1))', [name])
    const pid = (await holder.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number
    let done = false
    const waiting = withDatabaseLock(postgresUrl, name, async () => (done = true))
    await sleep(300)
    expect(done).toBe(false)
    holder.on('error', () => undefined)
    const admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
    await admin.query('SELECT pg_terminate_backend($1)', [pid])
    await admin.end()
    await waiting
    expect(done).toBe(true)
    await holder.end().catch(() => undefined)
  })
})

it('runs the work directly on SQLite, where one instance owns the file', async () => {
  expect(await withDatabaseLock('file:/tmp/site.db', 'rumahloka:test-lock', async () => 'sqlite')).toBe(
    'sqlite',
  )
  expect(await withDatabaseLock('', 'rumahloka:test-lock', async () => 'default')).toBe('default')
})
