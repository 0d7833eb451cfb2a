import { z } from 'zod'

/** The most rows one batch may carry; larger imports are split (or sent as CSV). */
export const maxBatchRows = 1000

/** An amount in whole rupiah: 0 up to a trillion (what no till or ERP sends by mistake past). */
export const rupiahAmount = () => z.number().int('whole rupiah').min(0).max(1_000_000_000_000)

/** A text field of a row: trimmed, not empty, at most `max` characters. */
export const rowText = (max: number) => z.string().trim().min(1).max(max)

/** A batch: `{ "rows": [...] }`, each row validated on its own so one bad row never blocks the others. */
export const batchBody = z.object({
  rows: z
    .array(z.unknown())
    .min(1, 'rows: send at least one row')
    .max(maxBatchRows, {
      error: (issue) =>
        `A batch holds at most ${maxBatchRows.toLocaleString('en')} rows; this one has ` +
        `${(issue.input as unknown[]).length.toLocaleString('en')}. Split it into several batches.`,
    }),
})

export type RowStatus = 'created' | 'updated' | 'unchanged' | 'refused'
export type RowResult = { index: number; key: string | null; status: RowStatus; id?: number; reason?: string }

/** What a batch answers: one result per row, in the order sent, and the counts. */
export function batchAnswer(results: RowResult[]) {
  const summary: Record<RowStatus, number> = { created: 0, updated: 0, unchanged: 0, refused: 0 }
  for (const r of results) summary[r.status]++
  return { summary, rows: results }
}

/** A row's validation problem as "field: message" (the field as the row names it). */
export function rowProblem(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'invalid row'
  const field = issue.path.join('.')
  return field ? `${field}: ${issue.message}` : issue.message
}

/**
 * Whether every field of `wanted` already holds that value in `current` (arrays item by item, objects by the
 * fields `wanted` names, dates by their instant, null and absent alike): an unchanged row writes nothing.
 */
export function holds(current: Record<string, unknown>, wanted: Record<string, unknown>): boolean {
  return Object.entries(wanted).every(([field, value]) => same(current[field], value))
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if ((a === null || a === undefined) && (b === null || b === undefined)) return true
  if (typeof a === 'string' && typeof b === 'string' && isInstant(a) && isInstant(b))
    return Date.parse(a) === Date.parse(b)
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => same(item, b[i]))
  if (a && b && typeof a === 'object' && typeof b === 'object')
    return holds(a as Record<string, unknown>, b as Record<string, unknown>)
  return false
}

const isInstant = (value: string) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))
