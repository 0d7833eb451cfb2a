import { sql } from '@payloadcms/db-sqlite/drizzle'
import { z } from 'zod'

import { createRouteMatcher } from '../../../scripts/route-params.mjs'
import { type CallData, defineCall } from '../contract/call'
import { requiredText } from '../contract/fields'
import { drizzleOf, tableOf } from '../data/drizzle'
import { getPayloadClient } from '../payload'
import { jakartaDay, notCounted, visitPath } from './visits'
import { type VitalMetric, bucketOf, vitalMetrics, vitalScales } from './vitals-histogram'

const reading = (metric: VitalMetric, unit: string) => {
  const name = metric.toLowerCase()
  return z
    .number({ message: `${name} must be a number` })
    .min(0, `${name} cannot be negative`)
    .max(vitalScales[metric].max, `${name} can be at most ${vitalScales[metric].max}`)
    .optional()
    .describe(`${metric} of the page view${unit}`)
}

export const vitalsLogCall = defineCall({
  method: 'POST',
  path: '/api/site/log/vitals',
  tag: 'Stores',
  body: z
    .object({
      path: requiredText('path', 300).startsWith('/', 'path must start with /'),
      lcp: reading('LCP', ', in ms'),
      inp: reading('INP', ', in ms'),
      cls: reading('CLS', ' (a unitless score)'),
    })
    .refine((b) => b.lcp !== undefined || b.inp !== undefined || b.cls !== undefined, {
      message: 'send at least one of lcp, inp and cls',
      path: ['lcp'],
    }),
  summary:
    "Counts a page view's Core Web Vitals (largest contentful paint, interaction to next paint, cumulative layout shift) as the shopper's browser measured them, into a histogram per route shape (/produk/[url_key], not the product), day (Asia/Jakarta) and metric. Nothing about the visitor is stored. Not counted (counted: false): requests not sent by a page of this site (Sec-Fetch-Site other than same-origin), crawlers, prefetches, paths that are not a public page of the site, and past 900 a minute from one address.",
  output: z.strictObject({
    route: z.string().nullable().describe('The route shape the readings count for; null when not counted'),
    day: z.string().describe('YYYY-MM-DD in Asia/Jakarta'),
    counted: z.boolean(),
  }),
})

// The app's route shapes (scripts/route-params.mjs, which a unit test holds to src/app).
const routeOf = createRouteMatcher()

/** A public page's route shape: `/produk/kursi-x` → `/produk/[url_key]`. */
export const routeShapeOf = (path: string) => routeOf(path)?.route ?? null

/**
 * Counts one page view's readings, each into its bucket, in one statement (`count + 1` on conflict), on
 * SQLite and PostgreSQL alike.
 */
async function addReadings(route: string, day: string, readings: [VitalMetric, number][], now: Date) {
  const adapter = drizzleOf(await getPayloadClient())
  const table = tableOf(adapter, 'vital_counts')
  const stamp = now.toISOString()
  await adapter.drizzle
    .insert(table)
    .values(
      readings.map(([metric, value]) => ({
        route,
        day,
        metric,
        bucket: bucketOf(metric, value),
        count: 1,
        createdAt: stamp,
        updatedAt: stamp,
      })),
    )
    .onConflictDoUpdate({
      target: [table.route, table.day, table.metric, table.bucket],
      set: { count: sql`${table.count} + 1`, updatedAt: stamp },
    })
}

/** One page view's vitals as the call reports them: counted for its route shape, or not. */
export async function recordVitals(
  body: { path: string; lcp?: number; inp?: number; cls?: number },
  headers: Headers,
  client: string,
  now = new Date(),
): Promise<CallData<typeof vitalsLogCall>> {
  const path = visitPath(body.path)
  const day = jakartaDay(now)
  const route = routeShapeOf(path)
  const refused =
    !route ||
    headers.get('sec-fetch-site') !== 'same-origin' ||
    (await notCounted(path, headers, client, 'vitals')) !== null
  if (refused) return { route: null, day, counted: false }
  const readings = vitalMetrics.flatMap((metric): [VitalMetric, number][] => {
    const value = body[metric.toLowerCase() as 'lcp' | 'inp' | 'cls']
    return value === undefined ? [] : [[metric, value]]
  })
  await addReadings(route, day, readings, now)
  return { route, day, counted: true }
}
