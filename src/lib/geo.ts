import { groupThousands, oneDecimal } from './zone-clock'

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** "2,4 km", "850 m" (not Intl: the store list computes it in the browser, zone-clock.ts says why) */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.round((km * 1000) / 10) * 10} m`
  return `${km < 10 ? oneDecimal(km) : groupThousands(Math.round(km))} km`
}

/** The mean point of a few nearby places (the centre of a city's stores); null for none. */
export function centroid(points: { lat: number; lng: number }[]): { lat: number; lng: number } | null {
  if (!points.length) return null
  return {
    lat: points.reduce((s, p) => s + p.lat, 0) / points.length,
    lng: points.reduce((s, p) => s + p.lng, 0) / points.length,
  }
}

/** Places nearest first from an origin, each with its distance in km (rounded to 100 m, as shown). */
export function byDistance<T extends { lat: number; lng: number }>(
  places: T[],
  origin: { lat: number; lng: number },
): (T & { distance_km: number })[] {
  return places
    .map((p) => ({ ...p, distance_km: Math.round(distanceKm(origin, p) * 10) / 10 }))
    .sort((a, b) => a.distance_km - b.distance_km)
}
