import { sql } from '@payloadcms/db-sqlite/drizzle'
import { isbot } from 'isbot'
import { z } from 'zod'

import { requiredText } from '@/server/contract/fields'

import { type CallData, defineCall } from '../contract/call'
import { drizzleOf, tableOf } from '../data/drizzle'
import { getPayloadClient } from '../payload'
import { consume } from '../security/rate-limit'
import { isServedPath } from './served-paths'

export const visitLogCall = defineCall({
  method: 'POST',
  path: '/api/site/log/insert',
  tag: 'Stores',
  body: z.object({
    path: requiredText('path', 300).startsWith('/', 'path must start with /'),
  }),
  summary:
    'Counts one view of a public page for today (Asia/Jakarta), per path and day. Nothing about the visitor is stored (no address, no cookie); query strings are dropped. Views by crawlers, link previews and prefetches, of paths that are not a public page of the site (made-up paths, back-office, API and customer-link paths), or past 300 a minute from one address are answered with counted: false and not counted.',
  output: z.strictObject({
    path: z.string().describe('The path as counted: no query, no trailing slash'),
    day: z.string().describe('YYYY-MM-DD in Asia/Jakarta'),
    counted: z.boolean(),
    count: z.number().int().nullable().describe("The path's views today; null when not counted"),
  }),
})

/** Today in Jakarta as YYYY-MM-DD. */
export const jakartaDay = (now = new Date()) =>
  new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10)

/** The path as counted: no query or fragment, no trailing slash. */
export const visitPath = (raw: string) => raw.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/'

/** Paths that are not pages of the public site. */
const notPages =
  /^\/(admin|cms-api|api|apireceipt|apirefund|apiselfservice|apiverify|apivoucher|apiwarranty|_next)(\/|$)/

export type VisitAnswer = CallData<typeof visitLogCall>

/** One view as the call reports it: counted (with the page's count today) or not (see notCounted). */
export async function recordVisit(
  rawPath: string,
  headers: Headers,
  client: string,
  now = new Date(),
): Promise<VisitAnswer> {
  const path = visitPath(rawPath)
  const day = jakartaDay(now)
  if (await notCounted(path, headers, client)) return { path, day, counted: false, count: null }
  return { path, day, counted: true, count: await countVisit(path, now) }
}

/** Why this view is not counted, or null when it is; `limit` is the budget per address it spends. */
export async function notCounted(
  path: string,
  headers: Headers,
  client: string,
  limit: 'visit' | 'vitals' = 'visit',
): Promise<string | null> {
  if (notPages.test(path) || !(await isServedPath(path))) return 'not a page'
  // Browsers always say who they are; scripts, crawlers and link previews either do not or name themselves.
  const agent = headers.get('user-agent') ?? ''
  if (!agent || isbot(agent)) return 'crawler'
  // Prefetches and prerenders say so (the site's beacon waits for a prerendered page to be shown).
  if (/prefetch|prerender/i.test(`${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''}`))
    return 'prefetch'
  if ((await consume(limit, client)) > 0) return 'limit'
  return null
}

/**
 * Adds `n` to one of a page's counters for a day (its views, or its hand-offs to the marketplace) in one
 * statement, creating its row if needed; the counter after it.
 */
async function addTo(column: 'count' | 'handoffs', path: string, day: string, n: number, now: Date) {
  const adapter = drizzleOf(await getPayloadClient())
  const table = tableOf(adapter, 'visit_counts')
  const stamp = now.toISOString()
  const [row] = await adapter.drizzle
    .insert(table)
    .values({
      path,
      day,
      count: column === 'count' ? n : 0,
      handoffs: column === 'handoffs' ? n : 0,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .onConflictDoUpdate({
      target: [table.path, table.day],
      set: { [column]: sql`${table[column]} + ${n}`, updatedAt: stamp },
    })
    .returning({ value: table[column] })
  // PostgreSQL's numeric column comes back as a string.
  return Number(row!.value)
}
const addViews = (path: string, day: string, views: number, now: Date) =>
  addTo('count', path, day, views, now)

type Waiting = {
  path: string
  day: string
  views: { resolve(count: number): void; reject(error: unknown): void }[]
}
/** Views that arrived while the last write was running, by day and page: they go to the database together. */
const waiting = new Map<string, Waiting>()
let writing = false

/** Writes what is waiting, then what arrived meanwhile, until nothing is left. */
async function writeWaiting(): Promise<void> {
  writing = true
  try {
    while (waiting.size > 0) {
      const batch = [...waiting.values()]
      waiting.clear()
      await Promise.all(
        batch.map(async ({ path, day, views }) => {
          try {
            const total = await addViews(path, day, views.length, new Date())
            views.forEach((view, i) => view.resolve(total - views.length + i + 1))
          } catch (error) {
            views.forEach((view) => view.reject(error))
          }
        }),
      )
    }
  } finally {
    writing = false
  }
}

/**
 * Counts one view of a page and answers the page's count after it. Views of one page that arrive while a
 * write is running are added in the next write together (`count + n`), so a busy page costs one statement per
 * write, not one per view; on one or many instances, none is lost (the row is created or raised in the
 * database).
 */
export function countVisit(path: string, now = new Date()): Promise<number> {
  const day = jakartaDay(now)
  const key = `${day} ${path}`
  return new Promise((resolve, reject) => {
    const entry = waiting.get(key) ?? { path, day, views: [] }
    entry.views.push({ resolve, reject })
    waiting.set(key, entry)
    if (!writing) void writeWaiting()
  })
}

export const handoffLogCall = defineCall({
  method: 'POST',
  path: '/api/site/log/handoff',
  tag: 'Stores',
  body: z.object({
    path: requiredText('path', 300).startsWith('/produk/', 'path must be a product page (/produk/…)'),
  }),
  summary:
    "Counts one hand-off to the marketplace (a shopper's Shop Now or Buy Online click) for a product, per product page and day (Asia/Jakarta). Nothing about the shopper is stored. Not counted (counted: false): requests not sent by a page of this site (Sec-Fetch-Site other than same-origin, as from a script), crawlers, paths that are not a product page the site shows, and past 300 a minute from one address.",
  output: z.strictObject({
    path: z.string().describe('The product page as counted: no query, no trailing slash'),
    day: z.string().describe('YYYY-MM-DD in Asia/Jakarta'),
    counted: z.boolean(),
    handoffs: z.number().int().nullable().describe("The product's hand-offs today; null when not counted"),
  }),
})

/**
 * One hand-off to the marketplace as the call reports it. Browsers say where a request comes from
 * (Sec-Fetch-Site) and a script cannot make them lie; a request from anywhere but a page of this site is not
 * a shopper's click. The page sends one only for a click the browser says a person made (event.isTrusted).
 */
export async function recordHandoff(
  rawPath: string,
  headers: Headers,
  client: string,
  now = new Date(),
): Promise<CallData<typeof handoffLogCall>> {
  const path = visitPath(rawPath)
  const day = jakartaDay(now)
  const refused =
    headers.get('sec-fetch-site') !== 'same-origin' || (await notCounted(path, headers, client)) !== null
  if (refused) return { path, day, counted: false, handoffs: null }
  return { path, day, counted: true, handoffs: await addTo('handoffs', path, day, 1, now) }
}
