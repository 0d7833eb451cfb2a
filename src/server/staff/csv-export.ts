import type { CollectionSlug, Endpoint, PayloadRequest, Where } from 'payload'
import { stringify } from 'csv-stringify/sync'

import { exportReads, recordAudit } from '@/server/privacy/audit'
import type { Config } from '@/payload-types'
import { dayKey } from '@/lib/time-zone'

/** A spreadsheet opens a cell that starts with = + - @ as a formula: prefix it so names stay text. */
const cell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value)
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

/** Rows as CSV text, every cell made safe for spreadsheets. */
export const csvRows = (rows: unknown[][]) => stringify(rows.map((row) => row.map(cell)))

/** A CSV download: UTF-8 with a byte-order mark, so Excel reads names with accents right; never cached. */
export const csvHeaders = (filename: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${filename}.csv"`,
  'cache-control': 'private, no-store',
})

export type CsvColumn<T> = { header: string; value: (doc: T) => unknown }

type Docs = Config['collections']
type ExportOptions<S extends CollectionSlug> = {
  /** The file's name without `.csv`; the Jakarta date of the download is appended. */
  filename: string
  columns: CsvColumn<Docs[S]>[]
  /** Depth of relationships the columns read (1 to name a related document). */
  depth?: number
}

const pageSize = 500
const error = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })
const today = () => dayKey(new Date(), 'Asia/Jakarta')

/**
 * The filter and order the list view shows, read from the query (`where[…]`, `sort`) as Payload's REST API
 * reads it.
 */
function listQuery(req: PayloadRequest): { where?: Where; sort?: string } {
  const query = (req.query ?? {}) as { where?: unknown; sort?: unknown }
  const where = query.where && typeof query.where === 'object' ? (query.where as Where) : undefined
  const sort = typeof query.sort === 'string' && /^-?[\w.]+$/.test(query.sort) ? query.sort : undefined
  return { where, sort }
}

/**
 * GET /cms-api/<collection>/export.csv — the collection's list as staff filter it in the back-office (the
 * same `where` and `sort`), as CSV. Read under the staff member's own access, so an export shows no more than
 * the list does; streamed page by page, so a large list never sits whole in memory; each export is written to
 * the personal-data audit log with the rows it held.
 */
export function csvExportEndpoint<S extends CollectionSlug>(
  slug: S,
  { filename, columns, depth = 0 }: ExportOptions<S>,
): Endpoint {
  return {
    path: '/export.csv',
    method: 'get',
    handler: async (req) => {
      if (!req.user || req.user.collection !== 'users')
        return error(403, 'You are not allowed to perform this action.')
      const query = listQuery(req)
      // Without a sort of its own, the list shows the collection's default order: so does the file.
      const defaultSort = req.payload.collections[slug]?.config.defaultSort
      const { where } = query
      const sort = query.sort ?? (typeof defaultSort === 'string' ? defaultSort : '-createdAt')
      const read = (page: number) =>
        // The export logs itself once below; its page reads are not each logged as a read
        // (`auditPersonalData`).
        req.payload.find({
          collection: slug,
          where,
          sort,
          page,
          limit: pageSize,
          depth,
          user: req.user,
          overrideAccess: false,
          context: { [exportReads]: true },
        })
      // The first page answers for access and the filter: a refusal or an unknown field is an answer, not a
      // half-sent file.
      let first: Awaited<ReturnType<typeof read>>
      try {
        first = await read(1)
      } catch (e) {
        const status = (e as { status?: number }).status
        if (status === 403) return error(403, 'You are not allowed to perform this action.')
        return error(400, 'The list filter could not be read: clear the filter and try again.')
      }
      const ids: (string | number)[] = []
      const encoder = new TextEncoder()
      let page = first
      let pageNumber = 1
      let sentHeader = false
      const stream = new ReadableStream<Uint8Array>({
        pull: async (controller) => {
          try {
            const rows = page.docs.map((doc) => columns.map((c) => c.value(doc as Docs[S])))
            for (const doc of page.docs) ids.push(doc.id)
            const head = sentHeader ? [] : [columns.map((c) => c.header)]
            controller.enqueue(encoder.encode(`${sentHeader ? '' : '\uFEFF'}${csvRows([...head, ...rows])}`))
            sentHeader = true
            if (!page.hasNextPage) {
              await recordAudit(req, {
                collection: slug,
                ids,
                operation: 'export',
                note: `CSV, ${ids.length} rows`,
              })
              controller.close()
              return
            }
            page = await read(++pageNumber)
          } catch (e) {
            controller.error(e)
          }
        },
        // A download stopped part-way is still an export of the rows already sent.
        cancel: async () => {
          await recordAudit(req, {
            collection: slug,
            ids,
            operation: 'export',
            note: `CSV, stopped after ${ids.length} rows`,
          })
        },
      })
      return new Response(stream, { headers: csvHeaders(`${filename}-${today()}`) })
    },
  }
}
