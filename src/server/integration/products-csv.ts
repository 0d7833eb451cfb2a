import type { Payload } from 'payload'

import { maxBatchRows, type RowStatus } from './batch'
import { csvBatches, CsvProblem, type CsvRecord } from './csv'
import { spool, SpoolFull, SpoolTooLarge, TooManyUploads } from './spool'
import type { Readable } from 'node:stream'
import { productRow, productsChanged, upsertProductRows } from './products'

/*
 * A product file from the ERP (issue 39): CSV with the JSON row's fields as columns, read as a stream and
 * upserted a batch of 1,000 rows at a time, so its length is not bounded by memory. A full-sync file is the
 * whole range: the products it does not name are disabled once it has been read to the end.
 */

export const productColumns = Object.keys(productRow.shape)
/** Columns whose empty cell clears the field; elsewhere an empty cell leaves the stored value. */
const clearable = new Set([
  'brand_code',
  'sale_price',
  'sale_start',
  'sale_end',
  'description',
  'dimensions',
  'image_url',
])
const numeric = new Set(['price', 'sale_price'])
const yesNo: Record<string, boolean> = { true: true, false: false, 1: true, 0: false, ya: true, tidak: false }
/** Refused rows listed in the answer (all are counted). */
export const listedRefusals = 1000

/** The first row's problem, if any: unknown, repeated or missing columns. */
export function productHeaderProblem(columns: string[]): string | null {
  const unknown = columns.find((c) => !productColumns.includes(c))
  if (unknown !== undefined)
    return `line 1: unknown column "${unknown}"; the columns are ${productColumns.join(', ')}`
  const repeated = columns.find((c, i) => columns.indexOf(c) !== i)
  if (repeated) return `line 1: the column ${repeated} is named twice`
  if (!columns.includes('sku')) return 'line 1: the first row names the columns, and one of them is sku'
  return null
}

/**
 * A row of the file as the JSON row it stands for: numbers and yes/no read from their text; an empty cell
 * clears a clearable field and is left out otherwise. Text that does not read as its type is passed on, for
 * the row's validation to refuse with the field's name.
 */
export function productFromCells(cells: Record<string, string>): Record<string, unknown> {
  const row: Record<string, unknown> = {}
  for (const [column, text] of Object.entries(cells)) {
    if (text === '') {
      if (clearable.has(column)) row[column] = null
    } else if (numeric.has(column)) row[column] = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text
    else if (column === 'enabled') row[column] = yesNo[text.toLowerCase()] ?? text
    else row[column] = text
  }
  return row
}

type Summary = Record<RowStatus | 'disabled', number>
type Refusal = { line: number; sku: string | null; reason: string }

type ImportOptions = {
  fullSync: boolean
  imageHosts: string[]
  /** Whose file it is, for the limit on files in flight at once: `integration:<id>` or `staff:<id>`. */
  uploader: string
}

/**
 * Imports a product file, received whole onto disk first (spool.ts); answers the counts, the refused rows by
 * line, and what a full sync disabled.
 */
export async function importProductCsv(
  payload: Payload,
  body: ReadableStream<Uint8Array>,
  options: ImportOptions,
) {
  let file: Awaited<ReturnType<typeof spool>>
  try {
    file = await spool(body, options.uploader)
  } catch (error) {
    if (error instanceof SpoolTooLarge)
      return {
        status: 413,
        body: {
          error: { code: 'body_too_large', message: `${error.message}; split it into several files.` },
        },
      }
    if (error instanceof TooManyUploads)
      return { status: 429, body: { error: { code: 'too_many_uploads', message: error.message } } }
    if (error instanceof SpoolFull)
      return {
        status: 429,
        body: {
          error: {
            code: 'spool_full',
            message:
              'The files being received now fill the import area; send this file again in a few minutes.',
          },
        },
      }
    throw error
  }
  try {
    return await importFile(payload, file.stream, options)
  } finally {
    await file.done()
  }
}

async function importFile(payload: Payload, body: Readable, { fullSync, imageHosts }: ImportOptions) {
  const summary: Summary = { created: 0, updated: 0, unchanged: 0, refused: 0, disabled: 0 }
  const refused: Refusal[] = []
  // A batch's refusals, listed in the file's order once the batch is done.
  let batchRefused: Refusal[] = []
  const refuse = (r: Refusal) => {
    summary.refused++
    batchRefused.push(r)
  }
  const listRefused = () => {
    batchRefused.sort((a, b) => a.line - b.line)
    refused.push(...batchRefused.slice(0, listedRefusals - refused.length))
    batchRefused = []
  }
  const firstLine = new Map<string, number>()
  let rows = 0
  const answer = (status: number, extra: Record<string, unknown> = {}) => {
    if (summary.created + summary.updated + summary.disabled > 0) productsChanged(payload)
    return { status, body: { ...extra, rows, summary, refused } }
  }

  try {
    for await (const batch of csvBatches(body, maxBatchRows, productHeaderProblem)) {
      rows += batch.length
      const sent: CsvRecord[] = []
      for (const record of batch) {
        const sku = record.cells.sku ?? ''
        const earlier = firstLine.get(sku)
        if (sku && earlier !== undefined)
          refuse({ line: record.line, sku, reason: `sku: ${sku} is also line ${earlier} of this file` })
        else {
          if (sku) firstLine.set(sku, record.line)
          sent.push(record)
        }
      }
      const { rows: results } = await upsertProductRows(
        payload,
        sent.map((r) => productFromCells(r.cells)),
        imageHosts,
      )
      for (const result of results) {
        if (result.status === 'refused')
          refuse({ line: sent[result.index]!.line, sku: result.key, reason: result.reason! })
        else summary[result.status]++
      }
      listRefused()
    }
  } catch (error) {
    if (!(error instanceof CsvProblem)) {
      // Rows before the failure may be written: they are shown (dropped) all the same.
      productsChanged(payload)
      throw error
    }
    return answer(400, {
      error: {
        code: 'invalid_csv',
        message:
          `${error.message}. The rows before it were imported (see summary); nothing was disabled. Fix the ` +
          'file and send it again: rows already imported answer unchanged.',
      },
    })
  }
  if (fullSync) {
    if (firstLine.size === 0)
      return answer(400, {
        error: {
          code: 'invalid_request',
          message: 'full_sync: the file names no product, so none was disabled.',
        },
      })
    summary.disabled = await disableProductsNotIn(payload, firstLine)
  }
  return answer(200)
}

/** Takes every enabled product a full sync did not name out of the range (never deleting it). */
export async function disableProductsNotIn(
  payload: Payload,
  named: { has: (sku: string) => boolean },
): Promise<number> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { is_enabled: { equals: true } },
    select: { sku: true },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const gone = docs.filter((d) => !named.has(d.sku)).map((d) => d.id)
  for (let i = 0; i < gone.length; i += 500)
    await payload.update({
      collection: 'products',
      where: { id: { in: gone.slice(i, i + 500) } },
      data: { is_enabled: false },
      overrideAccess: true,
      depth: 0,
      context: { skipRevalidate: true },
    })
  return gone.length
}
