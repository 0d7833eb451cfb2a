import Supercluster from 'supercluster'

type Point = { slug: string; lat: number; lng: number }
type Frame = { getWest(): number; getSouth(): number; getEast(): number; getNorth(): number }

export type MapItem<T> =
  { kind: 'store'; store: T } | { kind: 'cluster'; id: number; count: number; lat: number; lng: number }

/**
 * Stores grouped into clusters at each zoom (supercluster); from zoom 15 every store stands alone.
 * `extent: 256` measures the radius on Leaflet's 256-px tiles, so it is screen pixels (the default 512 halves
 * it).
 */
export function storeClusters<T extends Point>(stores: T[]) {
  const bySlug = new Map(stores.map((s) => [s.slug, s]))
  const index = new Supercluster<{ slug: string }, Record<string, never>>({
    radius: 56,
    maxZoom: 14,
    extent: 256,
  })
  index.load(
    stores.map((s) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [s.lng, s.lat] },
      properties: { slug: s.slug },
    })),
  )
  return {
    /** What to draw in a frame at a zoom. */
    at(frame: Frame, zoom: number): MapItem<T>[] {
      // Leaflet's bounds may cross the antimeridian when zoomed far out; supercluster wants -180…180.
      const box: [number, number, number, number] = [
        Math.max(-180, frame.getWest()),
        Math.max(-85, frame.getSouth()),
        Math.min(180, frame.getEast()),
        Math.min(85, frame.getNorth()),
      ]
      return index.getClusters(box, Math.round(zoom)).flatMap((f): MapItem<T>[] => {
        const [lng, lat] = f.geometry.coordinates as [number, number]
        if ('cluster' in f.properties && f.properties.cluster)
          return [{ kind: 'cluster', id: f.properties.cluster_id, count: f.properties.point_count, lat, lng }]
        const store = bySlug.get((f.properties as { slug: string }).slug)
        return store ? [{ kind: 'store', store }] : []
      })
    },
    /** The zoom at which a cluster breaks apart. */
    expansionZoom: (id: number) => index.getClusterExpansionZoom(id),
  }
}
