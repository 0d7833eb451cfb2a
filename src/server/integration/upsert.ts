import type { CollectionSlug, Payload } from 'payload'
import type { z } from 'zod'

import { shareTheThread } from '../share-thread'
import { batchAnswer, holds, rowProblem, type RowResult } from './batch'

type Doc = Record<string, unknown> & { id: number }

/** What a kind of record needs to be upserted by the retailer's own identifier. */
export type UpsertSpec<S extends z.ZodType, C> = {
  collection: CollectionSlug
  /** The identifier field, in the row and in the collection (receipt_no, code, …). */
  key: string
  row: S
  /** Everything the batch's rows refer to, looked up once for the whole batch (stores by code, …). */
  lookups: (rows: z.infer<S>[], existing: Map<string, Doc>) => Promise<C>
  /** The document's data for a row, or the reason it is refused (naming the field). */
  toData: (row: z.infer<S>, lookups: C, current: Doc | undefined) => Record<string, unknown> | string
  /** Context of every write (`skipRevalidate` where the batch drops the caches once itself). */
  context?: Record<string, unknown>
}

/**
 * One batch of rows upserted by their identifier (issue 39): each row validated on its own, refused with its
 * reason or created, updated or left unchanged; lookups once per batch, not per row; a row's own validation
 * error from the collection refuses that row alone.
 */
export async function upsertBatch<S extends z.ZodType, C>(
  payload: Payload,
  spec: UpsertSpec<S, C>,
  rows: unknown[],
) {
  const results: RowResult[] = []
  const valid: { index: number; row: z.infer<S>; key: string }[] = []
  const seen = new Map<string, number>()
  rows.forEach((raw, index) => {
    const given = (raw as Record<string, unknown> | null)?.[spec.key]
    const rawKey = typeof given === 'string' ? given : null
    const parsed = spec.row.safeParse(raw)
    if (!parsed.success)
      return results.push({ index, key: rawKey, status: 'refused', reason: rowProblem(parsed.error) })
    const key = String((parsed.data as Record<string, unknown>)[spec.key])
    const first = seen.get(key)
    if (first !== undefined)
      return results.push({
        index,
        key,
        status: 'refused',
        reason: `${spec.key}: ${key} is also row ${first} of this batch`,
      })
    seen.set(key, index)
    valid.push({ index, row: parsed.data, key })
  })

  const keys = valid.map((v) => v.key)
  const found = keys.length
    ? await payload.find({
        collection: spec.collection,
        where: { [spec.key]: { in: keys } },
        limit: 0,
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    : { docs: [] }
  const existing = new Map((found.docs as Doc[]).map((d) => [String(d[spec.key]), d]))
  const lookups = await spec.lookups(
    valid.map((v) => v.row),
    existing,
  )

  for (const { index, row, key } of valid) {
    await shareTheThread()
    const current = existing.get(key)
    const data = spec.toData(row, lookups, current)
    if (typeof data === 'string') {
      results.push({ index, key, status: 'refused', reason: data })
      continue
    }
    try {
      if (!current) {
        const created = await payload.create({
          collection: spec.collection,
          data: { [spec.key]: key, ...data },
          overrideAccess: true,
          depth: 0,
          context: spec.context,
        })
        results.push({ index, key, status: 'created', id: created.id as number })
      } else if (holds(current, data)) {
        results.push({ index, key, status: 'unchanged', id: current.id })
      } else {
        await payload.update({
          collection: spec.collection,
          id: current.id,
          data,
          overrideAccess: true,
          depth: 0,
          context: spec.context,
        })
        results.push({ index, key, status: 'updated', id: current.id })
      }
    } catch (error) {
      // A validation error of the collection (a field the row's schema let through): the row's own problem.
      const problem = (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors?.[0]
      if (!problem) throw error
      results.push({ index, key, status: 'refused', reason: `${problem.path}: ${problem.message}` })
    }
  }
  return batchAnswer(results.sort((a, b) => a.index - b.index))
}
