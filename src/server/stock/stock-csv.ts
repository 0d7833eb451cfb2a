import type { Readable } from 'node:stream'

import type { Payload } from 'payload'

import { maxBatchRows, type RowStatus } from '../integration/batch'
import { CsvProblem, csvBatches } from '../integration/csv'
import { listedRefusals } from '../integration/products-csv'
import { SpoolFull, SpoolTooLarge, TooManyUploads, spool } from '../integration/spool'
import { importStockRows, stockRow, zeroLevelsNotNamed } from './import'

/*
 * A stock file from the POS or ERP (issue 53): CSV with the JSON row's fields as columns, read as a stream
 * and written a batch of 1,000 rows at a time. `?store=<code>` names the store of every row (the store_code
 * column may then be left out); with `&snapshot=true` the file is that store's whole stock, and once it has
 * been read to the end every product it did not name is out of stock there.
 */

export const stockColumns = Object.keys(stockRow.shape)
const yesNo: Record<string, boolean> = { true: true, false: false, 1: true, 0: false, ya: true, tidak: false }

export function stockHeaderProblem(columns: string[], store: string | undefined): string | null {
  const unknown = columns.find((c) => !stockColumns.includes(c))
  if (unknown !== undefined)
    return `line 1: unknown column "${unknown}"; the columns are ${stockColumns.join(', ')}`
  const repeated = columns.find((c, i) => columns.indexOf(c) !== i)
  if (repeated) return `line 1: the column ${repeated} is named twice`
  const needed = store ? ['sku', 'level'] : ['sku', 'store_code', 'level']
  const missing = needed.find((c) => !columns.includes(c))
  if (missing)
    return `line 1: the first row names the columns, and ${missing} is one of them${
      missing === 'store_code' ? ' (or send ?store=<code> for a file of one store)' : ''
    }`
  return null
}

/** A line of the file as the JSON row it stands for; text that does not read as its type is passed on. */
export function stockFromCells(cells: Record<string, string>, store: string | undefined) {
  const row: Record<string, unknown> = store ? { store_code: store } : {}
  for (const [column, text] of Object.entries(cells)) {
    if (text === '') continue
    if (column === 'level') row.level = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text
    else if (column === 'on_display') row.on_display = yesNo[text.toLowerCase()] ?? text
    else row[column] = text
  }
  return row
}

async function storeExists(payload: Payload, code: string) {
  const { totalDocs } = await payload.count({
    collection: 'stores',
    where: { code: { equals: code } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

type Summary = Record<RowStatus | 'zeroed', number>
type Refusal = { line: number; key: string | null; reason: string }
type Options = { store?: string; snapshot: boolean; uploader: string }

const error = (status: number, code: string, message: string) => ({
  status,
  body: { error: { code, message } },
})

/** Imports a stock file, received whole onto disk first (spool.ts); answers the counts and refused lines. */
export async function importStockCsv(payload: Payload, body: ReadableStream<Uint8Array>, options: Options) {
  let file: Awaited<ReturnType<typeof spool>>
  try {
    file = await spool(body, options.uploader)
  } catch (problem) {
    if (problem instanceof SpoolTooLarge)
      return error(413, 'body_too_large', `${problem.message}; split it into several files.`)
    if (problem instanceof TooManyUploads) return error(429, 'too_many_uploads', problem.message)
    if (problem instanceof SpoolFull)
      return error(
        429,
        'spool_full',
        'The files being received now fill the import area; send this file again in a few minutes.',
      )
    throw problem
  }
  try {
    return await importFile(payload, file.stream, options)
  } finally {
    await file.done()
  }
}

async function importFile(payload: Payload, body: Readable, { store, snapshot }: Options) {
  const summary: Summary = { created: 0, updated: 0, unchanged: 0, refused: 0, zeroed: 0 }
  const refused: Refusal[] = []
  const named = new Set<number>()
  const now = new Date()
  let rows = 0
  if (store && !(await storeExists(payload, store)))
    return error(400, 'invalid_request', `store: no store has the code ${store}`)
  try {
    for await (const batch of csvBatches(body, maxBatchRows, (columns) =>
      stockHeaderProblem(columns, store),
    )) {
      rows += batch.length
      const answer = await importStockRows(
        payload,
        batch.map((record) => stockFromCells(record.cells, store)),
        { onlyStore: store, now, placeOf: (index) => `line ${batch[index]!.line}` },
        named,
      )
      for (const result of answer.rows) {
        summary[result.status]++
        if (result.status === 'refused' && refused.length < listedRefusals)
          refused.push({ line: batch[result.index]!.line, key: result.key, reason: result.reason! })
      }
    }
  } catch (problem) {
    if (!(problem instanceof CsvProblem)) throw problem
    return {
      status: 400,
      body: {
        error: {
          code: 'invalid_csv',
          message:
            `${problem.message}. The rows before it were imported (see summary); nothing was set out of stock. ` +
            'Fix the file and send it again: rows already imported answer unchanged.',
        },
        rows,
        summary,
        refused,
      },
    }
  }
  if (snapshot && store) {
    if (named.size === 0)
      return {
        status: 400,
        body: {
          error: {
            code: 'invalid_request',
            message: `snapshot: the file names no product of store ${store}, so nothing was set out of stock.`,
          },
          rows,
          summary,
          refused,
        },
      }
    summary.zeroed = await zeroLevelsNotNamed(payload, store, named, now)
  }
  return { status: 200, body: { rows, summary, refused } }
}
