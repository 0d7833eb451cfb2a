import type { Where } from 'payload'
import { z } from 'zod'

import { imageRef, imageSchema } from '../data/media'
import { type CallData, defineCall } from '../contract/call'
import { timeZoneSchema } from '../contract/fields'
import { listOutput, listParams, pageInfo } from '../data/list'
import { getPayloadClient } from '../payload'
import type { Service, Store } from '@/payload-types'
import { distanceKm } from '@/lib/geo'
import { isTimeZone, zoneForPlace } from '@/lib/time-zone'
import { populatedList } from '../data/relation'
import { cachedRead } from '../cache'
import { storeTags } from '../cache-tags'

const storeSchema = z
  .strictObject({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    slug: z.string(),
    area: z.string(),
    city: z.string(),
    address: z.string(),
    phone: z.string().nullable(),
    time_zone: timeZoneSchema,
    lat: z.number(),
    lng: z.number(),
    opening_hours: z.array(z.strictObject({ days: z.string(), open: z.string(), close: z.string() })),
    services: z.array(z.strictObject({ title: z.string(), slug: z.string() })),
    image: imageSchema.nullable(),
    distance_km: z.number().nullable().describe('With lat and lng: kilometres from there, to one decimal'),
  })
  .meta({ id: 'Store' })
export type StoreView = z.output<typeof storeSchema>

export const storeListCall = defineCall({
  method: 'GET',
  path: '/api/site/list',
  tag: 'Stores',
  query: listParams
    .extend({
      area: z.string().trim().max(80).optional(),
      city: z.string().trim().max(80).optional(),
      search: z.string().trim().max(100, 'search is too long').optional(),
      lat: z.coerce
        .number({ message: 'lat must be a number' })
        .min(-90, 'lat must be between -90 and 90')
        .max(90, 'lat must be between -90 and 90')
        .optional(),
      lng: z.coerce
        .number({ message: 'lng must be a number' })
        .min(-180, 'lng must be between -180 and 180')
        .max(180, 'lng must be between -180 and 180')
        .optional(),
    })
    .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
      message: 'lat and lng go together',
      path: ['lat'],
    }),
  summary:
    'Stores by area, city or words in name and address; with lat and lng, nearest first with distance_km.',
  output: listOutput('stores', storeSchema),
})

export const storeAreaCall = defineCall({
  method: 'GET',
  path: '/api/site/list/area',
  tag: 'Stores',
  summary: 'Areas (provinces) and their cities, with the number of stores in each.',
  output: z.strictObject({
    areas: z.array(
      z.strictObject({
        area: z.string(),
        count: z.number().int(),
        cities: z.array(z.strictObject({ city: z.string(), count: z.number().int() })),
      }),
    ),
    total_stores: z.number().int(),
  }),
})

export function toStoreView(s: Store, distance?: number): StoreView {
  return {
    id: s.id,
    code: s.code,
    name: s.name,
    slug: s.slug,
    area: s.area,
    city: s.city,
    address: s.address,
    phone: s.phone ?? null,
    time_zone: isTimeZone(s.time_zone) ? s.time_zone : zoneForPlace(s.area, s.city),
    lat: s.lat,
    lng: s.lng,
    opening_hours: (s.opening_hours ?? []).map((h) => ({ days: h.days, open: h.open, close: h.close })),
    services: populatedList<Service>(s.services).map((x) => ({ title: x.title, slug: x.slug })),
    image: imageRef(s.image),
    distance_km: distance === undefined ? null : Math.round(distance * 10) / 10,
  }
}

export async function listStores(
  query: z.infer<NonNullable<typeof storeListCall.query>>,
): Promise<CallData<typeof storeListCall>> {
  const payload = await getPayloadClient()
  const where: Where[] = [{ is_enabled: { equals: query.is_enabled } }]
  if (query.area) where.push({ area: { equals: query.area } })
  if (query.city) where.push({ city: { equals: query.city } })
  // % and _ are the database's wildcards: a search for them is a search for nothing in particular.
  const words = query.search?.replace(/[%_\\]/g, ' ').trim()
  if (query.search)
    where.push(
      words
        ? { or: [{ name: { like: words } }, { address: { like: words } }, { city: { like: words } }] }
        : { id: { equals: -1 } },
    )
  if (query.lat === undefined || query.lng === undefined) {
    const result = await payload.find({
      collection: 'stores',
      where: { and: where },
      sort: ['city', 'name'],
      page: query.page,
      limit: query.page_size,
      depth: 1,
      overrideAccess: true,
    })
    return {
      stores: result.docs.map((s) => toStoreView(s)),
      ...pageInfo(result.totalDocs, query.page, query.page_size),
    }
  }
  // Nearest first: distances need every match, which stays small (a retailer has tens of stores).
  const origin = { lat: query.lat, lng: query.lng }
  const all = await payload.find({
    collection: 'stores',
    where: { and: where },
    depth: 1,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const sorted = all.docs
    .map((s) => ({ s, d: distanceKm(origin, s) }))
    .sort((a, b) => a.d - b.d || a.s.id - b.s.id)
  const start = (query.page - 1) * query.page_size
  return {
    stores: sorted.slice(start, start + query.page_size).map(({ s, d }) => toStoreView(s, d)),
    ...pageInfo(sorted.length, query.page, query.page_size),
  }
}

export async function listStoreAreas(): Promise<CallData<typeof storeAreaCall>> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'stores',
    where: { is_enabled: { equals: true } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: { area: true, city: true },
  })
  const areas = new Map<string, Map<string, number>>()
  for (const s of docs) {
    const cities = areas.get(s.area) ?? new Map<string, number>()
    cities.set(s.city, (cities.get(s.city) ?? 0) + 1)
    areas.set(s.area, cities)
  }
  return {
    areas: [...areas]
      .map(([area, cities]) => ({
        area,
        count: [...cities.values()].reduce((a, b) => a + b, 0),
        cities: [...cities]
          .map(([city, count]) => ({ city, count }))
          .sort((a, b) => a.city.localeCompare(b.city)),
      }))
      .sort((a, b) => a.area.localeCompare(b.area)),
    total_stores: docs.length,
  }
}

/** The city named in a URL when it is one of the stores' cities (anything else filters nothing). */
export const knownCity = (areas: { cities: { city: string }[] }[], value: string | undefined) =>
  areas.flatMap((a) => a.cities).find((c) => c.city === value)?.city

/** Cached reads of public pages. */
export const readStoreAreas = cachedRead('site:store-areas', storeTags, () => listStoreAreas())
/** Every matching store (a retailer has tens), nearest first when a point is given. */
export const readStores = cachedRead(
  'site:stores',
  storeTags,
  (f: { area?: string; city?: string; search?: string; lat?: number; lng?: number }) =>
    listStores({ ...f, page: 1, page_size: 500, is_enabled: true }),
)
