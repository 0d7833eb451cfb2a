import { SmartLink } from '@/components/ui/SmartLink'

import { PageIntro } from '@/components/content/PageIntro'
import { inputClass } from '@/components/forms/Field'
import { StoreCard } from '@/components/stores/StoreCard'
import { Button } from '@/components/ui/Button'
import { JsonLdOnce } from '@/components/ui/JsonLdOnce'
import { firstParam, type SearchParams } from '@/lib/search-params'
import { seoMetadata, siteOrigin } from '@/server/seo/metadata'
import { readStoreAreas, readStores } from '@/server/stores/stores'
import { knownCity, type StoreView } from '@/server/stores/stores'
import { storesData } from '@/server/seo/structured-data'
import { CityOptions } from '@/components/stores/CityOptions'
import { OpenNowClock } from '@/components/stores/OpenNowClock'
import { StaticPart } from '@/components/layout/StaticPart'

export const generateMetadata = () => seoMetadata('/store-locations')

export default async function StoreLocationsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams
  const { areas, total_stores } = await readStoreAreas()
  // Only known provinces and cities filter; anything else is ignored rather than answered with nothing.
  const area = areas.find((a) => a.area === firstParam(params.area))?.area
  const city = knownCity(areas, firstParam(params.city))
  const search = firstParam(params.search)
  const [{ stores }, origin] = await Promise.all([readStores({ area, city, search }), siteOrigin()])
  const now = new Date()
  const byCity = new Map<string, StoreView[]>()
  for (const s of stores)
    byCity.set(`${s.city}, ${s.area}`, [...(byCity.get(`${s.city}, ${s.area}`) ?? []), s])
  const filtered = Boolean(area || city || search)

  return (
    <main id="main" className="container pb-8">
      <PageIntro
        title="Lokasi Toko"
        intro={`${total_stores} toko Rumah Loka di ${areas.reduce((n, a) => n + a.cities.length, 0)} kota. Cari toko terdekat, jam buka dan petunjuk arah.`}
      >
        <p className="mt-2">
          <SmartLink href="/store-locations/list-maps" className="font-semibold text-brand-700 underline">
            Lihat semua toko di peta dan cari yang terdekat
          </SmartLink>
        </p>
      </PageIntro>
      {/* Keyed by the filters: after a client-side navigation the fields show the new URL, not what was typed
         before. */}
      <form
        key={`${area}|${city}|${search}`}
        action="/store-locations"
        method="get"
        role="search"
        aria-label="Cari toko"
        className="grid gap-3 rounded-2xl bg-sand-50 p-4 medium:grid-cols-[2fr_1fr_1fr_auto] medium:items-end"
      >
        <div>
          <label htmlFor="store-search" className="block text-sm font-semibold">
            Nama toko, kota atau alamat
          </label>
          <input
            id="store-search"
            name="search"
            type="search"
            defaultValue={search}
            maxLength={100}
            placeholder="Kemang, Surabaya, Jl. Sudirman…"
            className={`mt-1 ${inputClass()}`}
          />
        </div>
        <div>
          <label htmlFor="store-area" className="block text-sm font-semibold">
            Provinsi
          </label>
          <select id="store-area" name="area" defaultValue={area ?? ''} className={`mt-1 ${inputClass()}`}>
            <option value="">Semua provinsi</option>
            {areas.map((a) => (
              <option key={a.area} value={a.area}>
                {a.area} ({a.count})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="store-city" className="block text-sm font-semibold">
            Kota
          </label>
          <select id="store-city" name="city" defaultValue={city ?? ''} className={`mt-1 ${inputClass()}`}>
            <option value="">Semua kota</option>
            <CityOptions areas={areas} />
          </select>
        </div>
        <div className="flex items-center gap-3">
          <Button type="submit" className="min-h-11 px-5">
            Cari
          </Button>
          {filtered && (
            <SmartLink href="/store-locations" className="font-semibold text-brand-700 underline">
              Hapus filter
            </SmartLink>
          )}
        </div>
      </form>

      <p role="status" className="mt-6 font-semibold">
        {stores.length} toko{filtered ? ' ditemukan' : ''}
      </p>
      {stores.length === 0 && (
        <div className="mt-4 rounded-2xl border border-dashed border-sand-200 p-8 text-center">
          <h2 className="text-xl font-bold">Tidak ada toko yang cocok</h2>
          <p className="mt-2 text-muted">Coba nama kota atau provinsi lain, atau lihat semua toko.</p>
          <p className="mt-4">
            <SmartLink href="/store-locations" className="font-semibold text-brand-700 underline">
              Lihat semua toko
            </SmartLink>
          </p>
        </div>
      )}
      {/* Tens of stores, printed as static markup made once per answer and open-now moment (`madeOnce`); in
         the browser the open-now lines follow the visitor's clock. */}
      <StaticPart prefetch={false} className="" madeFrom={{ source: stores, part: 'cards' }}>
        {[...byCity].map(([place, list]) => (
          <section key={place} aria-labelledby={`city-${list[0]!.slug}`} className="mt-8">
            <h2 id={`city-${list[0]!.slug}`} className="text-xl font-bold">
              {place} <span className="text-base font-normal text-muted">· {list.length} toko</span>
            </h2>
            <ul className="mt-3 grid gap-4 medium:grid-cols-2 large:grid-cols-3">
              {list.map((s) => (
                <li key={s.id}>
                  <StoreCard store={s} now={now} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </StaticPart>
      <OpenNowClock />
      <JsonLdOnce source={stores} part={origin} data={() => storesData(origin, stores)} />
    </main>
  )
}
