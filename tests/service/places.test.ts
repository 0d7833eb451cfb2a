import { describe, expect, it } from 'vitest'

import { getEvent, listEvents } from '@/server/events/events'
import { seatsTaken } from '@/server/events/seats'
import { getPayloadClient } from '@/server/payload'
import { listStores } from '@/server/stores/stores'
import { getShellData } from '@/server/shell/shell'

/** Event, store and shell services on the seeded demo database, called directly. */
describe('events, stores and the shell', () => {
  it('lists upcoming events in time order with their seats left, and finds each by its slug', async () => {
    const { events } = await listEvents({ page: 1, page_size: 20, is_enabled: true })
    expect(events.length).toBeGreaterThan(0)
    const starts = events.map((e) => e.starts_at)
    expect([...starts].sort()).toEqual(starts)
    const taken = await seatsTaken(
      await getPayloadClient(),
      events.map((e) => e.id),
    )
    for (const e of events)
      expect(e.seats_left, e.slug).toBe(Math.max(0, e.capacity - (taken.get(e.id) ?? 0)))
    expect((await getEvent(events[0]!.slug))?.id).toBe(events[0]!.id)
    expect(await getEvent('tidak-ada')).toBeNull()
  })
  it('lists stores nearest first from a point, with the distance', async () => {
    const monas = { lat: -6.1754, lng: 106.8272 }
    const { stores } = await listStores({ ...monas, page: 1, page_size: 50, is_enabled: true })
    const distances = stores.map((s) => s.distance_km!)
    expect(distances.every((d) => typeof d === 'number')).toBe(true)
    expect([...distances].sort((a, b) => a - b)).toEqual(distances)
    const { stores: unsorted } = await listStores({ page: 1, page_size: 50, is_enabled: true })
    expect(unsorted.every((s) => s.distance_km === null)).toBe(true)
  })
  it('the shell has its menus, brands without the excluded one, and the chat link with the number filled in', async () => {
    const shell = await getShellData()
    expect(shell.notices).toEqual([])
    expect(shell.headerMenu.length).toBeGreaterThan(0)
    expect(shell.brands.some((b) => b.code === 'INFORMA')).toBe(false)
    expect(shell.chat?.href).toMatch(/^https:\/\/wa\.me\/\d+/)
  })
})
