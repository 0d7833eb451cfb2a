import type { Payload } from 'payload'

import type { BatchClient } from './group-commit'

/*
 * The parts of Payload's SQLite and PostgreSQL adapters that code beside the Local API uses (one statement
 * where Payload's create or update would run several): drizzle's query builders, which build the same
 * statement on both databases, the tables by name, a transaction's session and SQLite's client. Declared
 * once, by shape: the two adapter packages type them apart.
 */

type Row = Record<string, unknown>
type Returning = { returning(fields: Row): Promise<Row[]> }
type Inserting = Returning & {
  toSQL(): { sql: string; params: unknown[] }
  onConflictDoUpdate(config: { target: unknown; set: object }): Returning & PromiseLike<unknown>
}

export type DrizzleTable = Record<string, unknown>

export type DrizzleDb = {
  insert(table: DrizzleTable): { values(rows: object | object[]): Inserting }
  update(table: DrizzleTable): {
    set(values: object): { where(condition: unknown): Returning & PromiseLike<unknown> }
  }
  delete(table: DrizzleTable): { where(condition: unknown): PromiseLike<unknown> }
  select(fields: Row): {
    from(table: DrizzleTable): Promise<Row[]> & {
      leftJoin(table: DrizzleTable, on: unknown): Promise<Row[]>
      where(condition: unknown): Promise<Row[]> & {
        orderBy(...columns: unknown[]): { limit(count: number): Promise<Row[]> }
        groupBy(...columns: unknown[]): Promise<Row[]>
      }
    }
  }
  transaction<T>(run: (tx: DrizzleDb) => Promise<T>): Promise<T>
}

export type DrizzleAdapter = {
  /** 'sqlite' or 'postgres'. */
  name: string
  drizzle: DrizzleDb
  /** The open transactions' own connections, by transaction id. */
  sessions: Record<string, { db: DrizzleDb } | undefined>
  tables: Record<string, DrizzleTable>
  /** SQLite's libsql client. */
  client?: BatchClient
  /** PostgreSQL's pool (node-postgres). */
  pool?: {
    connect(): Promise<{ query(sql: string, args?: unknown[]): Promise<unknown>; release(): void }>
  }
}

/** The instance's database adapter, as the parts above. */
export const drizzleOf = (payload: Payload) => payload.db as unknown as DrizzleAdapter

/** A table by its name in the database; a missing one means the migrations were not applied. */
export function tableOf(adapter: DrizzleAdapter, name: string): DrizzleTable {
  const table = adapter.tables[name]
  if (!table) throw new Error(`The ${name} table is missing: apply the migrations.`)
  return table
}
