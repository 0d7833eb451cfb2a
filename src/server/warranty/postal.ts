import type { CallData } from '@/server/contract/call'
import { getPayloadClient } from '@/server/payload'

import { allPlaces, type Place } from './places'
import type { postalCall } from './schemas'

/** The postal codes staff imported for these villages, by village code. */
async function postalCodesOf(codes: string[]): Promise<Map<string, string>> {
  if (!codes.length) return new Map()
  const payload = await getPayloadClient()
  const found = await payload.find({
    collection: 'postal-codes',
    where: { village_code: { in: codes } },
    select: { village_code: true, postal_code: true },
    limit: codes.length,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(found.docs.map((d) => [d.village_code, d.postal_code]))
}

/**
 * Villages matching what was typed, at most 20: the first word(s) name the village, and any further words
 * narrow it by kecamatan, city or province ("sukamaju bogor"), since many villages share a name (Sidomulyo:
 * 98).
 * Villages whose name starts with the words come first, then those whose name contains them.
 */
export async function findVillages(name: string): Promise<CallData<typeof postalCall>> {
  const all = await allPlaces()
  const q = name.toLowerCase().replace(/\s+/g, ' ').trim()
  const byName = (p: Place, query: string) =>
    p.search.startsWith(query) ? 0 : p.search.includes(query) ? 1 : -1
  let found = all.map((p) => ({ p, rank: byName(p, q) })).filter((x) => x.rank >= 0)
  // No village by the whole text: read the last words as the area and the rest as the village.
  const words = q.split(' ')
  for (let cut = words.length - 1; !found.length && cut >= 1; cut--) {
    const village = words.slice(0, cut).join(' ')
    const area = words.slice(cut)
    found = all
      .map((p) => ({ p, rank: byName(p, village) }))
      .filter(
        (x) =>
          x.rank >= 0 &&
          area.every((w) => `${x.p.kecamatan} ${x.p.city} ${x.p.province}`.toLowerCase().includes(w)),
      )
  }
  found.sort((a, b) => a.rank - b.rank)
  const shown = found.slice(0, 20)
  // Official area data carries no postal codes; staff load them (Postal codes in /admin) and they fill in
  // where known.
  const postal = await postalCodesOf(shown.map(({ p }) => p.code))
  return {
    villages: shown.map(({ p: { search: _search, ...p } }) => ({
      ...p,
      postal_code: postal.get(p.code) ?? null,
    })),
    total: found.length,
  }
}

/**
 * Whether a kelurahan, kecamatan, city and province name one real village together (the form picks them from
 * the list; a call may not).
 */
export async function isKnownPlace(place: {
  kelurahan: string
  kecamatan: string
  city: string
  province: string
}): Promise<boolean> {
  const same = (a: string, b: string) => a.toLowerCase() === b.trim().toLowerCase()
  return (await allPlaces()).some(
    (p) =>
      same(p.kelurahan, place.kelurahan) &&
      same(p.kecamatan, place.kecamatan) &&
      same(p.city, place.city) &&
      same(p.province, place.province),
  )
}
