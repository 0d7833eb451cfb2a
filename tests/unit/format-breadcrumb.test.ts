import { describe, expect, it } from 'vitest'

import { breadcrumbTrail } from '@/lib/breadcrumb'
import { formatDate, formatDateTime, formatIDR } from '@/lib/format'

describe('formatIDR', () => {
  it.each([
    [1_299_000, 'Rp 1.299.000'],
    [0, 'Rp 0'],
    [999.6, 'Rp 1.000'],
    [15_000_000, 'Rp 15.000.000'],
  ])('%d → %s', (n, text) => expect(formatIDR(n)).toBe(text))
})

describe('dates', () => {
  it('uses the Indonesian short month in Jakarta time', () => {
    expect(formatDate('2026-11-21T10:00:00Z')).toBe('21 Nov 2026')
    expect(formatDate('2026-08-31T18:30:00Z')).toBe('1 Sep 2026') // already 1 September in Jakarta
    expect(formatDate('2026-05-05T00:00:00Z')).toBe('5 Mei 2026')
  })
  it('adds the time in WIB', () =>
    expect(formatDateTime('2026-11-21T07:00:00Z')).toBe('21 Nov 2026, 14.00 WIB'))
})

describe('breadcrumbTrail', () => {
  it('is empty on the home page', () => expect(breadcrumbTrail('/')).toEqual([]))
  it('starts with Home and title-cases segments, dashes and underscores as spaces', () => {
    expect(breadcrumbTrail('/kalender-event/detail/workshop_lilin-aromaterapi')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Kalender Event', href: '/kalender-event' },
      { label: 'Detail', href: '/kalender-event/detail' },
      { label: 'Workshop Lilin Aromaterapi', href: '/kalender-event/detail/workshop_lilin-aromaterapi' },
    ])
  })
  it.each([
    ['catalogues', 'Katalog'],
    ['room-of-inspiration', 'Pilihan Ruangan'],
    ['shop-the-look', 'Rekomendasi Produk'],
    ['csr-events', 'Berita Terbaru'],
    ['services', 'Layanan Kami'],
    ['inspirations', 'Inspirasi'],
  ])('names /%s %s', (segment, label) => expect(breadcrumbTrail(`/${segment}`)[1]!.label).toBe(label))
  it('ignores the query string', () => expect(breadcrumbTrail('/search?q=sofa')).toHaveLength(2))
})

describe('separatedSpots', () => {
  it('keeps spots far enough apart and leaves off one that would cover another', async () => {
    const { separatedSpots } = await import('@/lib/hotspots')
    const spots = [
      { x: 50, y: 69 },
      { x: 47, y: 53 },
      { x: 51, y: 74 },
      { x: 74, y: 55 },
    ]
    // (47, 53) is about 36 px from (50, 69) and (51, 74) about 11 px: both would overlap it.
    expect(separatedSpots(spots)).toEqual([
      { x: 50, y: 69 },
      { x: 74, y: 55 },
    ])
    expect(
      separatedSpots([
        { x: 10, y: 10 },
        { x: 90, y: 90 },
      ]),
    ).toHaveLength(2)
  })
})
