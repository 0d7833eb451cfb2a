// What the product page's store list is made of: shared by the page (server) and StoreAvailability (client),
// so neither calls into the other's module.
import { formatDateTime } from '@/lib/format'
import type { StoreStock } from '@/server/stock/availability'

/** What the list shows of a store: the page leaves the rest out of what it sends to the browser. */
export type AvailabilityStore = Omit<StoreStock, 'slug' | 'area' | 'reported_at'> & {
  reported_text: string | null
}

/** A city as the folded list shows it: its stores, and until when each store that has the product says so. */
export type AvailabilityCity = { city: string; stores: number; haveUntil: string[] }

/** The list's shape of a store of the contract's answer (and of the server's, for the city it opens). */
export const toAvailabilityStore = ({
  slug: _slug,
  area: _area,
  reported_at,
  ...s
}: StoreStock): AvailabilityStore => ({
  ...s,
  reported_text: reported_at ? formatDateTime(reported_at) : null,
})

/** Until when a store's reading says it has the product (in stock, few left or on display); null if not. */
export const hasItUntil = (s: Pick<StoreStock, 'stock' | 'on_display' | 'stale_at'>) =>
  s.stock !== null &&
  s.stale_at !== null &&
  (s.stock === 'in_stock' || s.stock === 'few_left' || Boolean(s.on_display))
    ? s.stale_at
    : null

/** The folded list's cities, by name: how many stores each has, and until when those that have it say so. */
export function citiesOf(stores: StoreStock[]): AvailabilityCity[] {
  const byCity = new Map<string, AvailabilityCity>()
  for (const s of stores) {
    const city = byCity.get(s.city) ?? { city: s.city, stores: 0, haveUntil: [] }
    city.stores++
    const until = hasItUntil(s)
    if (until) city.haveUntil.push(until)
    byCity.set(s.city, city)
  }
  return [...byCity.values()].sort((a, b) => a.city.localeCompare(b.city))
}

/** A folded city's line: how many of its stores have the product now, or only how many stores it has. */
export const cityCountText = (have: number, total: number) =>
  have ? `ada di ${have} dari ${total} toko` : `${total} toko`
