import { describe, expect, it } from 'vitest'

import { storeClusters } from '@/components/stores/store-clusters'
import { telHref, directionsUrl, mapSearchUrl } from '@/lib/contact-links'
import { byDistance, centroid } from '@/lib/geo'

const monas = { lat: -6.1754, lng: 106.8272 }
const stores = [
  { slug: 'kemang', lat: -6.2607, lng: 106.8137 }, // ~9.6 km from Monas
  { slug: 'kelapa-gading', lat: -6.1575, lng: 106.9056 }, // ~8.9 km
  { slug: 'senayan', lat: -6.2251, lng: 106.7994 }, // ~6.3 km
  { slug: 'surabaya', lat: -7.2906, lng: 112.7398 }, // ~660 km
]
const world = { getWest: () => -180, getSouth: () => -85, getEast: () => 180, getNorth: () => 85 }

describe('distance sorting', () => {
  it('orders nearest first with distances rounded to 100 m', () => {
    const sorted = byDistance(stores, monas)
    expect(sorted.map((s) => s.slug)).toEqual(['senayan', 'kelapa-gading', 'kemang', 'surabaya'])
    expect(sorted[0]!.distance_km).toBeCloseTo(6.3, 1)
    expect(sorted[3]!.distance_km).toBeGreaterThan(600)
    for (const s of sorted) expect(Math.round(s.distance_km * 10) / 10).toBe(s.distance_km)
  })
  it('takes the centre of a city as the mean of its stores, and none for no stores', () => {
    expect(
      centroid([
        { lat: -6, lng: 106 },
        { lat: -7, lng: 107 },
      ]),
    ).toEqual({ lat: -6.5, lng: 106.5 })
    expect(centroid([])).toBeNull()
  })
})

describe('store clusters', () => {
  it('groups the Jakarta stores when zoomed out and keeps Surabaya apart', () => {
    const items = storeClusters(stores).at(world, 5)
    const cluster = items.find((i) => i.kind === 'cluster')
    expect(cluster).toMatchObject({ kind: 'cluster', count: 3 })
    expect(items.filter((i) => i.kind === 'store').map((i) => i.kind === 'store' && i.store.slug)).toEqual([
      'surabaya',
    ])
  })
  it('shows every store alone at street zoom, and breaks a cluster at its expansion zoom', () => {
    const clusters = storeClusters(stores)
    expect(clusters.at(world, 15).every((i) => i.kind === 'store')).toBe(true)
    const cluster = clusters.at(world, 5).find((i) => i.kind === 'cluster')!
    const zoom = clusters.expansionZoom(cluster.kind === 'cluster' ? cluster.id : -1)
    expect(zoom).toBeGreaterThan(5)
    expect(
      clusters
        .at(world, zoom)
        .filter((i) => i.kind === 'cluster')
        .every((i) => i.kind === 'cluster' && i.count < 3),
    ).toBe(true)
  })
  it('only draws what is in the frame', () => {
    const java = { getWest: () => 110, getSouth: () => -8, getEast: () => 114, getNorth: () => -6 }
    expect(
      storeClusters(stores)
        .at(java, 12)
        .map((i) => i.kind === 'store' && i.store.slug),
    ).toEqual(['surabaya'])
  })
})

describe('contact links', () => {
  it('dials digits and a leading plus only, and points maps at coordinates or a name', () => {
    expect(telHref('(021) 7199-2710')).toBe('tel:02171992710')
    expect(telHref('+62 21 555 0101')).toBe('tel:+62215550101')
    expect(directionsUrl(monas)).toBe('https://www.google.com/maps/dir/?api=1&destination=-6.1754,106.8272')
    expect(mapSearchUrl('Aula Lt. 2, Bekasi')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Aula%20Lt.%202%2C%20Bekasi',
    )
  })
})
