import { headers } from 'next/headers'
import { SmartLink } from '@/components/ui/SmartLink'

import { PageIntro } from '@/components/content/PageIntro'
import { inputClass } from '@/components/forms/Field'
import { StoreLocator } from '@/components/stores/StoreLocator'
import { Button } from '@/components/ui/Button'
import { centroid } from '@/lib/geo'
import { openState } from '@/lib/opening-hours'
import { firstParam, type SearchParams } from '@/lib/search-params'
import { seoMetadata } from '@/server/seo/metadata'
import { readStoreAreas, readStores } from '@/server/stores/stores'
import { knownCity } from '@/server/stores/stores'
import { mapTiles } from '@/server/stores/map-tiles'
import { CityOptions } from '@/components/stores/CityOptions'

export const generateMetadata = () => seoMetadata('/store-locations/list-maps')

/**
 * Every store in a list beside a map. The list is server-rendered and complete without JavaScript;
 * choosing a city sorts by distance from the centre of that city's stores (a GET form, so it works
 * without JavaScript too); the visitor's own position sorts in the browser and never reaches the URL.
 */
export default async function StoreMapPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams
  const { areas, total_stores } = await readStoreAreas()
  const city = knownCity(areas, firstParam(params.city))
  const centre = city ? centroid((await readStores({ city })).stores) : null
  const { stores } = await readStores(centre ?? {})
  const now = new Date()
  const nonce = (await headers()).get('x-nonce') ?? undefined

  return (
    <main id="main" className="container pb-8">
      {/* Without JavaScript the list is all there is: buttons that need it are hidden (the nonce lets the CSP
         apply it). */}
      <noscript>
        <style nonce={nonce}>{'.js-only{display:none!important}'}</style>
      </noscript>
      <PageIntro title="Peta Toko">
        <p className="mt-2 max-w-3xl text-lg text-muted">
          {total_stores} toko Rumah Loka: cari yang terdekat dari lokasi Anda atau dari kota pilihan.{' '}
          <SmartLink href="/store-locations" className="font-semibold text-brand-700 underline">
            Daftar toko per kota
          </SmartLink>
        </p>
      </PageIntro>
      <StoreLocator
        stores={stores.map((s) => ({
          slug: s.slug,
          name: s.name,
          address: s.address,
          city: s.city,
          phone: s.phone,
          lat: s.lat,
          lng: s.lng,
          opening_hours: s.opening_hours,
          time_zone: s.time_zone,
          distance_km: s.distance_km,
          open: openState(s.opening_hours, s.time_zone, now),
        }))}
        sortedFrom={city ?? null}
        tiles={mapTiles()}
        cityFilter={
          // Keyed by the city: after a client-side navigation the field shows the URL's city.
          <form
            key={city ?? ''}
            action="/store-locations/list-maps"
            method="get"
            aria-label="Urutkan dari kota"
            className="flex flex-wrap items-end gap-3"
          >
            <div>
              <label htmlFor="locator-city" className="block text-sm font-semibold">
                Urutkan menurut jarak dari kota
              </label>
              <select
                id="locator-city"
                name="city"
                defaultValue={city ?? ''}
                className={`mt-1 ${inputClass()} min-w-56`}
              >
                <option value="">Pilih kota</option>
                <CityOptions areas={areas} />
              </select>
            </div>
            <Button type="submit" variant="invert">
              Urutkan
            </Button>
            {city && (
              <SmartLink
                href="/store-locations/list-maps"
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
              >
                Hapus urutan
              </SmartLink>
            )}
          </form>
        }
      />
    </main>
  )
}
