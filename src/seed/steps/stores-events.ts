import { roomLayouts, roomSvg } from '../art/scenes'
import { type SeedContext, days, ensure } from '../context'
import type { MediaLibrary } from '../media'
import { cities, streets, weekdayHours } from '../data/stores'
import { calendars, eventTitles } from '../data/content'
import { richText } from '../lexical'
import { importMissing } from '../import'
import { slugify } from '../../lib/slug'
import { type StoreRow, upsertStoreRows } from '@/server/integration/stores'

/** Starts uploading the stores' and events' pictures (a few at a time, media.ts). */
export function storesAndEventsPictures(media: MediaLibrary) {
  return {
    storeImages: media.images(
      Array.from({ length: 4 }, (_, i) => [
        `store-${i + 1}`,
        'Suasana toko Rumah Loka',
        () => roomSvg(1200, 800, Object.values(roomLayouts)[i]!, i + 5),
      ]),
    ),
    eventCovers: media.images(
      calendars.map((calendar, i) => [
        `event-${slugify(calendar.name)}`,
        calendar.name,
        () => roomSvg(1200, 800, Object.values(roomLayouts)[(i * 3) % 8]!, i + 1),
      ]),
    ),
  }
}

export async function seedStoresAndEvents(
  ctx: SeedContext,
  serviceIds: number[],
  pictures: ReturnType<typeof storesAndEventsPictures>,
): Promise<{ storeIds: number[] }> {
  const { now, random } = ctx
  const storeImages = await pictures.storeImages

  // Stores come in through the import (as the retailer's systems send them, by store code); their services
  // and picture are what staff add in /admin.
  let n = 0
  const rows: StoreRow[] = []
  const extras = new Map<string, { services: number[]; image: number | undefined }>()
  const storesByCity: { code: string; city: string; name: string }[] = []
  for (const place of cities) {
    for (const [d, district] of place.districts.entries()) {
      n++
      const code = `RL${String(n).padStart(3, '0')}`
      const name = `Rumah Loka ${district}`
      // Spread stores around the city centre, up to ~8 km away.
      const lat = +(place.lat + (Math.sin(n * 2.1) * 0.05 * ((d % 3) + 1)) / 2).toFixed(6)
      const lng = +(place.lng + (Math.cos(n * 1.7) * 0.05 * ((d % 3) + 1)) / 2).toFixed(6)
      rows.push({
        code,
        name,
        area: place.area,
        city: place.city,
        lat,
        lng,
        address: `${streets[n % streets.length]} ${district} No. ${random.int(1, 220)}, ${place.city}, ${place.area} ${random.int(10, 99)}${random.int(100, 999)}`,
        phone: `(0${random.int(21, 778)}) ${random.int(300, 899)}-${random.int(1000, 9999)}`,
        opening_hours: weekdayHours,
        enabled: true,
      })
      extras.set(code, {
        services: serviceIds.filter((_, k) => (k + n) % 2 === 0 || k < 2),
        image: storeImages[n % storeImages.length],
      })
      storesByCity.push({ code, city: place.city, name })
    }
  }
  const { ids, created } = await importMissing(ctx, 'stores', 'code', rows, upsertStoreRows)
  for (const code of created)
    await ctx.payload.update({
      collection: 'stores',
      id: ids.get(code)!,
      data: extras.get(code)!,
      overrideAccess: true,
      depth: 0,
      context: { skipRevalidate: true },
    })
  const storeIds = rows.map((r) => ids.get(r.code)!)
  ctx.log(`stores: ${storeIds.length} in ${cities.length} cities`)

  const calendarIds: Record<string, number> = {}
  for (const calendar of calendars) {
    calendarIds[calendar.name] = await ensure(
      ctx,
      'event-calendars',
      { slug: { equals: slugify(calendar.name) } },
      () => ({ name: calendar.name, slug: slugify(calendar.name), color: calendar.color }),
    )
  }
  const coverIds = await pictures.eventCovers
  const covers = Object.fromEntries(calendars.map((calendar, i) => [calendar.name, coverIds[i]!]))

  // 30 events over the next three months, plus two that already happened.
  const hosts = storesByCity
    .filter((_, i) => i % 2 === 0)
    .map((host) => ({ ...host, id: ids.get(host.code)! }))
  for (let e = -2; e < 30; e++) {
    const calendar = calendars[(e + 2) % calendars.length]!
    const titles = eventTitles[calendar.name]!
    const host = hosts[((e + 2) * 3) % hosts.length]!
    const title = `${titles[(e + 2) % titles.length]} — ${host.name.replace('Rumah Loka ', '')}`
    const startDay = e < 0 ? e * 10 : 2 + Math.round(e * 2.9)
    const hour = [10, 13, 15, 16][(e + 2) % 4]!
    await ensure(ctx, 'events', { slug: { equals: slugify(title) } }, () => ({
      title,
      slug: slugify(title),
      calendar: calendarIds[calendar.name]!,
      store: host.id,
      city: host.city,
      venue: host.name,
      starts_at: days(now, startDay, hour),
      ends_at: days(now, startDay, hour + 2),
      registration_closes_at: days(now, startDay, hour - 2),
      // One event is almost full so the "full" state can be tried on the demo data.
      capacity: e === 3 ? 2 : [20, 30, 40, 15][(e + 2) % 4]!,
      max_participants_per_registration: 4,
      summary: `${calendar.name} gratis di ${host.name}. Daftar sekarang, tempat terbatas!`,
      content: richText([
        `Ikuti ${titles[(e + 2) % titles.length]!.toLowerCase()} bersama tim Rumah Loka.`,
        '## Yang Anda dapatkan',
        '- Semua bahan dan peralatan disediakan.',
        '- Minuman dan camilan.',
        '- Voucher belanja untuk peserta.',
        'Datang 15 menit sebelum acara dimulai dan tunjukkan kode registrasi Anda.',
      ]),
      cover: covers[calendar.name]!,
      gifts: [
        {
          name: 'Voucher belanja Rp 100.000',
          description: 'Berlaku untuk pembelian minimal Rp 500.000 di toko penyelenggara.',
          quota: 20,
        },
        { name: 'Tote bag Rumah Loka', description: 'Untuk 10 pendaftar pertama.', quota: 10 },
      ],
    }))
  }
  ctx.log('events: 32 events (30 upcoming) in 5 calendars')
  return { storeIds }
}
