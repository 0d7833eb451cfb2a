import type { Statement } from '../data/group-commit'

/*
 * The stock import's writes as plain statements (run by runInOneTransaction), each taking its rows as one
 * JSON parameter, so that a statement's text is the same for every chunk, whatever its length: through
 * drizzle's builders a 250-row VALUES list (1,750 parameters) changed its text with every chunk and cost
 * SQLite more to compile than to run (docs/performance.md, the stock import). One text per database: the
 * JSON functions and the parameters' casts are each dialect's own.
 */

export type Dialect = 'sqlite' | 'postgres'
export type LevelWrite = {
  productId: number
  storeId: number
  level: number
  onDisplay: boolean
  countedAt: string
}

const json = (values: unknown[]) => JSON.stringify(values)

/** `in` the ids of a JSON array (parameter `n`). */
const idsIn = (dialect: Dialect, n: number) =>
  dialect === 'postgres'
    ? `in (select jsonb_array_elements_text($${n}::jsonb)::int)`
    : `in (select value from json_each(?${n}))`

/** Held or shown by some store: the product stays in stock anywhere. */
const heldAnywhere = (dialect: Dialect) =>
  `exists (select 1 from stock_levels l where l.product_id = products.id and (l.level > 0 or l.on_display = ${dialect === 'postgres' ? 'true' : '1'}))`

/** Levels inserted, or updated where the (product, store) pair is stored already. */
export function upsertLevels(dialect: Dialect, rows: LevelWrite[], stamp: string): Statement {
  const values = json(rows.map((r) => [r.productId, r.storeId, r.level, r.onDisplay, r.countedAt]))
  const sql =
    dialect === 'postgres'
      ? `insert into stock_levels (product_id, store_id, level, on_display, counted_at, created_at, updated_at)
        select (v ->> 0)::int, (v ->> 1)::int, (v ->> 2)::numeric, (v ->> 3)::boolean, (v ->> 4)::timestamptz,
          $1::timestamptz, $1::timestamptz
        from jsonb_array_elements($2::jsonb) v
        on conflict (product_id, store_id) do update set level = excluded.level, on_display = excluded.on_display,
          counted_at = excluded.counted_at, updated_at = $1::timestamptz`
      : // `where true`: SQLite's parser needs it to tell the upsert's ON CONFLICT from a join's ON.
        `insert into stock_levels (product_id, store_id, level, on_display, counted_at, created_at, updated_at)
        select value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, ?1, ?1 from json_each(?2) where true
        on conflict (product_id, store_id) do update set level = excluded.level, on_display = excluded.on_display,
          counted_at = excluded.counted_at, updated_at = ?1`
  return { sql, args: [stamp, values] }
}

/** A store's levels of these products set out of stock and off display (a snapshot that left them out). */
export function zeroLevels(
  dialect: Dialect,
  storeId: number,
  productIds: number[],
  stamp: string,
): Statement {
  const sql =
    dialect === 'postgres'
      ? `update stock_levels set level = 0, on_display = false, counted_at = $1::timestamptz,
          updated_at = $1::timestamptz where store_id = $2 and product_id ${idsIn(dialect, 3)}`
      : `update stock_levels set level = 0, on_display = 0, counted_at = ?1, updated_at = ?1
          where store_id = ?2 and product_id ${idsIn(dialect, 3)}`
  return { sql, args: [stamp, storeId, json(productIds)] }
}

/**
 * products.in_stock_anywhere (the back-office's quick filter), after a write of levels: true for the
 * products it stocked or put on display; for those it took out (`recheck`), false unless another store still
 * holds or shows them.
 */
export function inStockFlags(
  dialect: Dialect,
  { stocked, recheck }: { stocked: number[]; recheck: number[] },
): Statement[] {
  const [yes, no] = dialect === 'postgres' ? ['true', 'false'] : ['1', '0']
  const statements: Statement[] = []
  if (stocked.length)
    statements.push({
      sql: `update products set in_stock_anywhere = ${yes}
        where id ${idsIn(dialect, 1)} and in_stock_anywhere is not ${yes}`,
      args: [json(stocked)],
    })
  if (recheck.length)
    statements.push({
      sql: `update products set in_stock_anywhere = ${no}
        where id ${idsIn(dialect, 1)} and in_stock_anywhere is not ${no} and not ${heldAnywhere(dialect)}`,
      args: [json(recheck)],
    })
  return statements
}

/** When a store last reported, never moved back (an old file sent late says nothing new). */
export function storeReported(dialect: Dialect, storeId: number, at: string): Statement {
  const [time, id] = dialect === 'postgres' ? ['$1::timestamptz', '$2'] : ['?1', '?2']
  return {
    sql: `update stores set stock_reported_at = ${time}
      where id = ${id} and (stock_reported_at is null or stock_reported_at < ${time})`,
    args: [at, storeId],
  }
}
