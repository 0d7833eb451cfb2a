import { getDistricts, getProvinces, getRegencies, getVillages } from 'idn-area-data'

/** The country's villages with their district, regency/city and province, loaded once. */
type Place = { code: string; kelurahan: string; kecamatan: string; city: string; province: string; search: string }

let places: Promise<Place[]> | null = null

const titleCase = (s: string) => s.toLowerCase().replace(/(^|[\s-/(])([a-z])/g, (_, p: string, c: string) => p + c.toUpperCase())

async function load(): Promise<Place[]> {
  const [provinces, regencies, districts, villages] = await Promise.all([getProvinces(), getRegencies({ transform: true }), getDistricts({ transform: true }), getVillages({ transform: true })])
  const province = new Map(provinces.map((p) => [p.code, titleCase(p.name)]))
  const regency = new Map(regencies.map((r) => [r.code, { name: titleCase(r.name), province: province.get(r.provinceCode) ?? '' }]))
  const district = new Map(districts.map((d) => [d.code, { name: titleCase(d.name), regency: regency.get(d.regencyCode) }]))
  return villages.map((v) => {
    const d = district.get(v.districtCode)
    return { code: v.code, kelurahan: titleCase(v.name), kecamatan: d?.name ?? '', city: d?.regency?.name ?? '', province: d?.regency?.province ?? '', search: v.name.toLowerCase() }
  })
}

/**
 * Villages matching what was typed, at most 20: the first word(s) name the village, and any further words narrow it
 * by kecamatan, city or province ("sukamaju bogor"), since many villages share a name (Sidomulyo: 98).
 * Villages whose name starts with the words come first, then those whose name contains them.
 */
export async function findVillages(name: string) {
  places ??= load()
  const all = await places
  const q = name.toLowerCase().replace(/\s+/g, ' ').trim()
  const byName = (p: Place, query: string) => (p.search.startsWith(query) ? 0 : p.search.includes(query) ? 1 : -1)
  let found = all.map((p) => ({ p, rank: byName(p, q) })).filter((x) => x.rank >= 0)
  // No village by the whole text: read the last words as the area and the rest as the village.
  const words = q.split(' ')
  for (let cut = words.length - 1; !found.length && cut >= 1; cut--) {
    const village = words.slice(0, cut).join(' ')
    const area = words.slice(cut)
    found = all
      .map((p) => ({ p, rank: byName(p, village) }))
      .filter((x) => x.rank >= 0 && area.every((w) => `${x.p.kecamatan} ${x.p.city} ${x.p.province}`.toLowerCase().includes(w)))
  }
  found.sort((a, b) => a.rank - b.rank)
  return {
    villages: found.slice(0, 20).map(({ p: { search: _search, ...p } }) => ({ ...p, postal_code: null as string | null })),
    total: found.length,
  }
}

/** Whether a kelurahan, kecamatan, city and province name one real village together (the form picks them from the list; a call may not). */
export async function isKnownPlace(place: { kelurahan: string; kecamatan: string; city: string; province: string }): Promise<boolean> {
  places ??= load()
  const same = (a: string, b: string) => a.toLowerCase() === b.trim().toLowerCase()
  return (await places).some((p) => same(p.kelurahan, place.kelurahan) && same(p.kecamatan, place.kecamatan) && same(p.city, place.city) && same(p.province, place.province))
}
