import { getDistricts, getProvinces, getRegencies, getVillages } from 'idn-area-data'

/** The country's villages with their district, regency/city and province, loaded once. */
export type Place = {
  code: string
  kelurahan: string
  kecamatan: string
  city: string
  province: string
  search: string
}

let places: Promise<Place[]> | null = null

/** Every village of the country, loaded on first use. */
export const allPlaces = (): Promise<Place[]> => (places ??= load())

const titleCase = (s: string) =>
  s.toLowerCase().replace(/(^|[\s-/(])([a-z])/g, (_, p: string, c: string) => p + c.toUpperCase())

async function load(): Promise<Place[]> {
  const [provinces, regencies, districts, villages] = await Promise.all([
    getProvinces(),
    getRegencies({ transform: true }),
    getDistricts({ transform: true }),
    getVillages({ transform: true }),
  ])
  const province = new Map(provinces.map((p) => [p.code, titleCase(p.name)]))
  const regency = new Map(
    regencies.map((r) => [r.code, { name: titleCase(r.name), province: province.get(r.provinceCode) ?? '' }]),
  )
  const district = new Map(
    districts.map((d) => [d.code, { name: titleCase(d.name), regency: regency.get(d.regencyCode) }]),
  )
  return villages.map((v) => {
    const d = district.get(v.districtCode)
    return {
      code: v.code,
      kelurahan: titleCase(v.name),
      kecamatan: d?.name ?? '',
      city: d?.regency?.name ?? '',
      province: d?.regency?.province ?? '',
      search: v.name.toLowerCase(),
    }
  })
}
