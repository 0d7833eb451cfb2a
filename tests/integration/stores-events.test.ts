import { describe, expect, it } from 'vitest'

import { baseUrl, call, staffAuthorization, staffFind, staffUpdate } from '../support/contract'
import { mailCount, waitForMail } from '../support/mailbox'

/** Follows the confirmation link e-mailed to `email` (its challenge and code) with the confirm call. */
async function confirmFromMail(email: string, options: { after?: number } = {}) {
  return confirmWithMail(await waitForMail(email, 'Konfirmasi pendaftaran event', options))
}

async function confirmWithMail(mail: { text: string }) {
  const [, c, k] = mail.text.match(/https?:\/\/\S+\/konfirmasi-event\?c=(\S+?)&k=(\d{6})/)!
  return call('POST', '/api/event/insert/event/confirm', {
    body: { challenge: decodeURIComponent(c!), code: k },
  })
}

/** A shopper's browser: the visit counter skips crawlers and scripts (node's fetch names itself). */
const browser = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
}

/**
 * What a call answers beside the enabled stores of the database at that moment (`where` narrows them): the
 * seed's 54, plus any another test file (the integration API's) has just added; read again if one was added
 * in between.
 */
async function withStoreCount<T>(ask: () => Promise<T>, where: Record<string, unknown> = {}) {
  const count = async () => (await staffFind('stores', { is_enabled: { equals: true }, ...where })).totalDocs
  for (let attempt = 0; ; attempt++) {
    const before = await count()
    const answer = await ask()
    if ((await count()) === before || attempt === 3) return { answer, stores: before }
  }
}

describe('stores', () => {
  it('GET /api/site/list filters by city and pages', async () => {
    const { json } = await call('GET', '/api/site/list?city=Surabaya')
    expect(json.data.total).toBe(4)
    expect(json.data.stores[0].opening_hours.length).toBeGreaterThan(0)
  })
  it('GET /api/site/list sorts by distance from a point', async () => {
    const { answer, stores } = await withStoreCount(() =>
      call('GET', '/api/site/list?lat=-6.9175&lng=107.6191&page_size=3'),
    )
    const { json } = answer
    expect(json.data.stores[0].city).toBe('Bandung')
    const d = json.data.stores.map((s: { distance_km: number }) => s.distance_km)
    expect(d).toEqual([...d].sort((a, b) => a - b))
    expect(stores).toBeGreaterThanOrEqual(54)
    expect(json.data.total).toBe(stores)
  })
  it('GET /api/site/list searches words and validates coordinates', async () => {
    expect((await call('GET', '/api/site/list?search=Kemang')).json.data.stores[0].name).toBe(
      'Rumah Loka Kemang',
    )
    expect((await call('GET', '/api/site/list?lat=100&lng=10')).json.message).toBe(
      'lat must be between -90 and 90',
    )
    expect((await call('GET', '/api/site/list?lat=-6.2')).json.message).toBe('lat and lng go together')
  })
  it('GET /api/site/list/area counts stores per area and city', async () => {
    const all = await withStoreCount(() => call('GET', '/api/site/list/area'))
    expect(all.stores).toBeGreaterThanOrEqual(54)
    expect(all.answer.json.data.total_stores).toBe(all.stores)
    const { answer, stores } = await withStoreCount(() => call('GET', '/api/site/list/area'), {
      area: { equals: 'DKI Jakarta' },
    })
    const { json } = answer
    const jakarta = json.data.areas.find((a: { area: string }) => a.area === 'DKI Jakarta')
    expect(stores).toBeGreaterThanOrEqual(13)
    expect(jakarta.count).toBe(stores)
    expect(json.data.areas.length).toBeGreaterThanOrEqual(12)
  })
  // Only pages the site serves are counted: these count views of real pages against the count before.
  const countOf = async (path: string, day: string) =>
    Number(
      (await staffFind('visit-counts', { path: { equals: path }, day: { equals: day } })).docs[0]?.count ?? 0,
    )

  it('POST /api/site/log/insert counts views per path and day, without query strings', async () => {
    const path = '/faq'
    const first = await call('POST', '/api/site/log/insert', {
      body: { path: `${path}?utm_source=x` },
      headers: browser,
    })
    const second = await call('POST', '/api/site/log/insert', {
      body: { path: `${path}/` },
      headers: browser,
    })
    expect(first.json.data).toMatchObject({ path, counted: true })
    expect(second.json.data).toMatchObject({ path, counted: true, count: first.json.data.count + 1 })
    expect(
      (await call('POST', '/api/site/log/insert', { body: { path: 'faq' }, headers: browser })).status,
    ).toBe(400)
    const stored = await staffFind('visit-counts', {
      path: { equals: path },
      day: { equals: first.json.data.day },
    })
    expect(stored.docs.map((d: { count: number }) => Number(d.count))).toEqual([second.json.data.count])
  })
  it('POST /api/site/log/insert counts simultaneous views of one page, none lost', async () => {
    const path = '/home-promotion'
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        call('POST', '/api/site/log/insert', { body: { path }, headers: browser }),
      ),
    )
    expect(answers.every((a) => a.json.data.counted)).toBe(true)
    const counts = answers.map((a) => a.json.data.count).sort((a, b) => a - b)
    expect(counts).toEqual(Array.from({ length: 25 }, (_, i) => counts[0] + i))
    expect(await countOf(path, answers[0]!.json.data.day)).toBe(counts[24])
  })
  it('POST /api/site/log/insert does not count crawlers, scripts, prefetches or paths that are not pages', async () => {
    const path = '/inspirations'
    const madeUp = `/inspirations-${Date.now()}-<img src=x>`
    const refused = [
      { body: { path }, headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } },
      { body: { path }, headers: { 'user-agent': 'WhatsApp/2.23.20.0' } },
      { body: { path }, headers: { 'user-agent': '' } },
      { body: { path }, headers: { ...browser, 'sec-purpose': 'prefetch' } },
      { body: { path: '/admin/collections/users' }, headers: browser },
      { body: { path: '/api/faq/list' }, headers: browser },
      // Paths the site does not serve, and customer links (their path is a personal token).
      { body: { path: madeUp }, headers: browser },
      { body: { path: '/anything-at-all' }, headers: browser },
      { body: { path: '/refund/some-token-of-a-customer' }, headers: browser },
    ]
    const day = (await call('POST', '/api/site/log/insert', { body: { path: '/faq' }, headers: browser }))
      .json.data.day
    const before = await countOf(path, day)
    for (const init of refused) {
      const { status, json } = await call('POST', '/api/site/log/insert', init)
      expect(status).toBe(200)
      expect([init.body.path, json.data]).toMatchObject([init.body.path, { counted: false, count: null }])
    }
    expect(await countOf(path, day)).toBe(before)
    expect(
      (
        await staffFind('visit-counts', {
          path: {
            in: [
              madeUp,
              '/anything-at-all',
              '/refund/some-token-of-a-customer',
              '/admin/collections/users',
              '/api/faq/list',
            ],
          },
        })
      ).totalDocs,
    ).toBe(0)
  })
  it('POST /api/site/log/insert counts at most 300 views a minute from one address', async () => {
    const client = { ...browser, 'x-forwarded-for': '203.0.113.77' }
    const path = '/kalender-event'
    const first = await call('POST', '/api/site/log/insert', { body: { path }, headers: client })
    const answers = await Promise.all(
      Array.from({ length: 310 }, () =>
        call('POST', '/api/site/log/insert', { body: { path }, headers: client }),
      ),
    )
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(answers.filter((a) => a.json.data.counted)).toHaveLength(299)
    expect(await countOf(path, first.json.data.day)).toBe(first.json.data.count + 299)
  })
})

describe("shoppers' Core Web Vitals", () => {
  // A page of the site sends them: browsers add Sec-Fetch-Site, which a page's script cannot change.
  const page = { ...browser, 'sec-fetch-site': 'same-origin' }
  const route = '/produk/[url_key]'
  const rowsOf = async (day: string) =>
    (await staffFind('vital-counts', { route: { equals: route }, day: { equals: day } })).docs.map(
      (d: { metric: string; bucket: number; count: number }) => [d.metric, Number(d.bucket), Number(d.count)],
    )
  const countIn = (rows: (string | number)[][], metric: string, bucket: number) =>
    Number(rows.find((r) => r[0] === metric && r[1] === bucket)?.[2] ?? 0)

  it('POST /api/site/log/vitals counts a page view into its route shape, day, metric and bucket', async () => {
    const path = '/produk/sofa-2-dudukan-kirana-kain-boucle-rl-0101-002'
    const first = await call('POST', '/api/site/log/vitals', {
      body: { path: `${path}?ref=x`, lcp: 2345.6, inp: 48, cls: 0.1 },
      headers: page,
    })
    expect(first.status).toBe(200)
    expect(first.json.data).toMatchObject({ route, counted: true })
    const before = await rowsOf(first.json.data.day)
    // Another product page counts for the same route; only what it sends.
    const second = await call('POST', '/api/site/log/vitals', {
      body: { path: '/produk/sofa-3-dudukan-nara-kain-linen-rl-0101-001', lcp: 2310 },
      headers: page,
    })
    expect(second.json.data).toMatchObject({ route, counted: true })
    const after = await rowsOf(first.json.data.day)
    expect(countIn(after, 'LCP', 24)).toBe(countIn(before, 'LCP', 24) + 1)
    expect(countIn(after, 'INP', 5)).toBe(countIn(before, 'INP', 5))
    expect(countIn(before, 'CLS', 10)).toBeGreaterThanOrEqual(1)
    // Nothing but the histogram: no path, address or agent.
    const [doc] = (await staffFind('vital-counts', { route: { equals: route } })).docs
    expect(Object.keys(doc).sort()).toEqual(
      ['bucket', 'count', 'createdAt', 'day', 'id', 'metric', 'route', 'updatedAt'].sort(),
    )
  })

  it('POST /api/site/log/vitals refuses bad readings with 400 naming the field', async () => {
    const bad: [unknown, string][] = [
      [{ path: '/faq', lcp: -1 }, 'lcp cannot be negative'],
      [{ path: '/faq', inp: 'fast' }, 'inp must be a number'],
      [{ path: '/faq', cls: 1000 }, 'cls can be at most 100'],
      [{ path: '/faq' }, 'send at least one of lcp, inp and cls'],
      [{ lcp: 1000 }, 'path'],
      [{ path: 'faq', lcp: 1000 }, 'path must start with /'],
    ]
    for (const [body, message] of bad) {
      const { status, json } = await call('POST', '/api/site/log/vitals', { body, headers: page })
      expect([body, status]).toEqual([body, 400])
      expect(json.message).toContain(message)
    }
  })

  it('POST /api/site/log/vitals does not count scripts, crawlers, prefetches or paths that are not pages', async () => {
    const refused = [
      { body: { path: '/faq', lcp: 800 }, headers: browser },
      { body: { path: '/faq', lcp: 800 }, headers: { ...page, 'sec-fetch-site': 'cross-site' } },
      { body: { path: '/faq', lcp: 800 }, headers: { ...page, 'user-agent': 'Googlebot/2.1' } },
      { body: { path: '/faq', lcp: 800 }, headers: { ...page, 'sec-purpose': 'prefetch' } },
      { body: { path: '/anything-at-all', lcp: 800 }, headers: page },
      { body: { path: '/admin/collections/users', lcp: 800 }, headers: page },
      { body: { path: '/refund/some-token-of-a-customer', lcp: 800 }, headers: page },
    ]
    for (const init of refused) {
      const { status, json } = await call('POST', '/api/site/log/vitals', init)
      expect([init, status, json.data]).toMatchObject([init, 200, { counted: false, route: null }])
    }
    const routes = (await staffFind('vital-counts', { route: { in: ['/[...slug]', '/admin'] } })).totalDocs
    expect(routes).toBe(0)
  })

  it('POST /api/site/log/vitals counts at most 900 page views a minute from one address', async () => {
    const client = { ...page, 'x-forwarded-for': '203.0.113.78' }
    const answers = []
    for (let i = 0; i < 10; i++)
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 91 }, () =>
            call('POST', '/api/site/log/vitals', { body: { path: '/faq', cls: 0 }, headers: client }),
          ),
        )),
      )
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(answers.filter((a) => a.json.data.counted)).toHaveLength(900)
  })

  it('vital counts are read by staff and written by no one but the site', async () => {
    const anonymous = await fetch(`${baseUrl()}/cms-api/vital-counts`)
    expect(anonymous.status).toBe(403)
    const staff = await staffAuthorization()
    const created = await fetch(`${baseUrl()}/cms-api/vital-counts`, {
      method: 'POST',
      headers: { ...staff, 'content-type': 'application/json' },
      body: JSON.stringify({ route: '/faq', day: '2026-11-30', metric: 'LCP', bucket: 1, count: 1e6 }),
    })
    expect(created.status).toBe(403)
  })
})

describe('events', () => {
  it('GET /api/event/list gives upcoming events soonest first with seats left', async () => {
    const { json } = await call('GET', '/api/event/list?page_size=30')
    expect(json.data.total).toBe(30)
    const starts = json.data.events.map((e: { starts_at: string }) => e.starts_at)
    expect(starts).toEqual([...starts].sort())
    expect(json.data.calendars).toHaveLength(5)
    expect(json.data.events[0].seats_left).toBeGreaterThan(0)
  })
  it('GET /api/event/list filters by city, calendar, words and dates', async () => {
    const all = await call('GET', '/api/event/list?page_size=100')
    const calendarId = all.json.data.calendars[0].id
    const byCalendar = await call('GET', `/api/event/list?event_calendar_id=${calendarId}&page_size=100`)
    expect(
      byCalendar.json.data.events.every(
        (e: { event_calendar: { id: number } }) => e.event_calendar.id === calendarId,
      ),
    ).toBe(true)
    const city = all.json.data.events[0].city
    const byCity = await call('GET', `/api/event/list?city=${encodeURIComponent(city)}`)
    expect(byCity.json.data.events.every((e: { city: string }) => e.city === city)).toBe(true)
    const byWords = await call('GET', '/api/event/list?search=Workshop')
    expect(byWords.json.data.total).toBeGreaterThan(0)
    expect((await call('GET', '/api/event/list?date_from=2030-01-01')).json.data.total).toBe(0)
    expect((await call('GET', '/api/event/list?date_from=tomorrow')).status).toBe(400)
    expect((await call('GET', '/api/event/list?event_calendar_id=abc')).status).toBe(400)
  })
  it('GET /api/event/detail and /api/event/location/list', async () => {
    const list = await call('GET', '/api/event/list?page_size=1')
    const detail = await call('GET', `/api/event/detail?slug=${list.json.data.events[0].slug}`)
    expect(detail.json.data.gifts.length).toBeGreaterThan(0)
    expect(detail.json.data.state).toBe('open')
    expect((await call('GET', '/api/event/detail?slug=unknown-event')).status).toBe(404)
    const locations = await call('GET', '/api/event/location/list')
    expect(locations.json.data.locations.length).toBeGreaterThan(3)
  })

  it('holds no seat until the e-mailed link confirms (answering alike), then e-mails the code with a calendar file; confirming twice is harmless; refuses full and past events, and finds the gift', async () => {
    const list = await call('GET', '/api/event/list?page_size=100')
    const open = list.json.data.events.find((e: { capacity: number }) => e.capacity >= 15)
    const person = {
      event_slug: open.slug,
      name: 'Siti Rahma',
      email: 'siti.event@contoh.co.id',
      phone: '0812 3456 7890',
      participants: 2,
      consent: true,
    }
    const seatsLeft = async (slug: string) =>
      (await call('GET', `/api/event/detail?slug=${slug}`)).json.data.seats_left
    const first = await call('POST', '/api/event/insert/event/register', { body: person })
    expect(first.json).toMatchObject({ is_ok: true, data: { status: 'pending', participants: 2 } })
    expect(first.json.message).toContain('Cek email Anda untuk mengonfirmasi pendaftaran')
    // Pending: nothing is held, and the mail to a typed address carries nothing the sender wrote.
    expect(await seatsLeft(open.slug)).toBe(open.seats_left)
    const request = await waitForMail(person.email, 'Konfirmasi pendaftaran event')
    expect(request.text).not.toContain(person.name)
    expect(request.text).not.toMatch(/EV\d+-/)
    expect(request.attachments).toHaveLength(0)
    // A retry with the same details while the link is open answers alike and sends nothing.
    const mailsBefore = await mailCount(person.email)
    expect((await call('POST', '/api/event/insert/event/register', { body: person })).json).toEqual(
      first.json,
    )
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await mailCount(person.email)).toBe(mailsBefore)

    const confirmed = await confirmFromMail(person.email)
    expect(confirmed.json).toMatchObject({ is_ok: true, data: { status: 'confirmed', participants: 2 } })
    expect(await seatsLeft(open.slug)).toBe(open.seats_left - 2)
    const confirmation = await waitForMail(person.email, 'Pendaftaran event')
    const code = confirmation.text.match(/Kode registrasi: (EV\S+)/)![1]!
    expect(confirmation.attachments[0]).toMatchObject({ filename: 'event-rumah-loka.ics' })
    expect(confirmation.attachments[0]!.content).toContain('BEGIN:VEVENT')
    // Confirming twice takes nothing more and sends nothing more.
    const mailsConfirmed = await mailCount(person.email)
    expect((await confirmFromMail(person.email)).json).toMatchObject({
      is_ok: true,
      data: { status: 'already-confirmed' },
    })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await mailCount(person.email)).toBe(mailsConfirmed)
    expect(await seatsLeft(open.slug)).toBe(open.seats_left - 2)
    const wrongCode = await call('POST', '/api/event/insert/event/confirm', {
      body: { challenge: 'x'.repeat(40), code: '123456' },
    })
    expect(wrongCode.json.is_ok).toBe(false)

    const again = await call('POST', '/api/event/insert/event/register', {
      body: { ...person, email: 'SITI.EVENT@contoh.co.id' },
    })
    expect(again.json).toEqual(first.json)
    expect((await waitForMail(person.email, 'Anda sudah terdaftar')).text).toContain(code)
    // A third try within the hour sends no further reminder.
    const reminders = await mailCount(person.email)
    expect((await call('POST', '/api/event/insert/event/register', { body: person })).json).toEqual(
      first.json,
    )
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await mailCount(person.email)).toBe(reminders)
    expect(
      (await staffFind('event-registrations', { email: { equals: 'siti.event@contoh.co.id' } })).totalDocs,
    ).toBe(1)

    const gift = await call('POST', '/api/event/detail/gift', {
      body: { registration_code: code, email: person.email },
    })
    expect(gift.json.data.gifts[0].name).toContain('Voucher')
    const wrong = await call('POST', '/api/event/detail/gift', {
      body: { registration_code: code, email: 'other@contoh.co.id' },
    })
    expect(wrong.json.is_ok).toBe(false)

    // Two registrations for the last two seats: both pending, the first confirmed takes them and the other
    // hears plainly that the event filled meanwhile.
    const small = list.json.data.events.find((e: { capacity: number }) => e.capacity === 2)
    for (const [email, participants] of [
      ['a@contoh.co.id', 2],
      ['b@contoh.co.id', 1],
    ] as const) {
      const pending = await call('POST', '/api/event/insert/event/register', {
        body: { ...person, event_slug: small.slug, email, participants },
      })
      expect(pending.json).toMatchObject({ is_ok: true, data: { status: 'pending' } })
    }
    expect(await seatsLeft(small.slug)).toBe(2)
    expect((await confirmFromMail('a@contoh.co.id')).json.is_ok).toBe(true)
    expect(await seatsLeft(small.slug)).toBe(0)
    const late = await confirmFromMail('b@contoh.co.id')
    expect(late.json.is_ok).toBe(false)
    expect(late.json.message).toContain(
      'Maaf, event ini sudah penuh sebelum Anda mengonfirmasi, jadi tidak ada kursi yang kami pesan.',
    )
    expect(await seatsLeft(small.slug)).toBe(0)
    const full = await call('POST', '/api/event/insert/event/register', {
      body: { ...person, event_slug: small.slug, email: 'c@contoh.co.id', participants: 1 },
    })
    expect(full.json).toMatchObject({ is_ok: false, message: 'Maaf, kuota event ini sudah penuh.' })

    const yesterday = new Date(Date.now() + 7 * 3_600_000 - 86_400_000).toISOString().slice(0, 10)
    const past = await call('GET', `/api/event/list?include_past=true&date_to=${yesterday}`)
    expect(past.json.data.events.length).toBe(2)
    {
      const late = await call('POST', '/api/event/insert/event/register', {
        body: {
          ...person,
          event_slug: past.json.data.events[0].slug,
          email: 'd@contoh.co.id',
          participants: 1,
        },
      })
      expect(late.json).toMatchObject({ is_ok: false, message: 'Event ini sudah berlangsung.' })
    }
  })
  it.each([
    [{ name: 'S', email: 'x@contoh.co.id', phone: '081234567890', participants: 1 }, 'Nama minimal 2 huruf'],
    [
      {
        name: 'Akun diblokir https://evil.example',
        email: 'x@contoh.co.id',
        phone: '081234567890',
        participants: 1,
      },
      'Nama hanya boleh berisi huruf, spasi, titik, koma, apostrof atau tanda hubung',
    ],
    [{ name: 'Siti', email: 'not-an-email', phone: '081234567890', participants: 1 }, 'Email tidak Valid'],
    [
      { name: 'Siti', email: 'x@contoh.co.id', phone: '12345', participants: 1 },
      'Nomor telepon tidak valid (contoh: 0812 3456 7890)',
    ],
    [{ name: 'Siti', email: 'x@contoh.co.id', phone: '081234567890', participants: 0 }, 'Minimal 1 peserta'],
    [
      { name: 'Siti', email: 'x@contoh.co.id', phone: '081234567890', participants: 1, consent: false },
      'Setujui pemberitahuan privasi untuk mendaftar',
    ],
    [
      {
        name: 'Siti',
        email: 'x@contoh.co.id',
        phone: '081234567890',
        participants: 1,
        consent: true,
        note: 'x'.repeat(501),
      },
      'Catatan maksimal 500 karakter',
    ],
  ])('refuses a bad registration %o and stores nothing', async (fields, message) => {
    const { status, json } = await call('POST', '/api/event/insert/event/register', {
      body: { event_slug: 'any-event', consent: true, ...fields },
    })
    expect(status).toBe(400)
    expect(json.message).toContain(message)
  })
  it('lets the newest registration of an address replace a pending one with other details, so whoever typed the address first cannot block its owner', async () => {
    const list = await call('GET', '/api/event/list?page_size=100')
    const open = list.json.data.events.filter((e: { capacity: number }) => e.capacity >= 15).at(-1)
    const email = `pemilik.alamat.${Date.now()}@contoh.co.id`
    const typedByOthers = {
      event_slug: open.slug,
      name: 'Orang Lain',
      email,
      phone: '081200009999',
      participants: 4,
      consent: true,
    }
    const first = await call('POST', '/api/event/insert/event/register', { body: typedByOthers })
    const firstMail = await waitForMail(email, 'Konfirmasi pendaftaran event')
    const before = await mailCount(email)
    const owner = { ...typedByOthers, name: 'Pemilik Alamat', phone: '081211112222', participants: 1 }
    expect((await call('POST', '/api/event/insert/event/register', { body: owner })).json.message).toBe(
      first.json.message,
    )
    await waitForMail(email, 'Konfirmasi pendaftaran event', { after: before })
    // The first link no longer confirms anything; the owner's does, with the owner's details.
    expect((await confirmWithMail(firstMail)).json.is_ok).toBe(false)
    const confirmed = await confirmFromMail(email, { after: before })
    expect(confirmed.json).toMatchObject({ is_ok: true, data: { status: 'confirmed', participants: 1 } })
    const stored = await staffFind('event-registrations', { email: { equals: email } })
    expect(stored.docs.map((d: { name: string; status: string }) => [d.name, d.status])).toEqual([
      ['Pemilik Alamat', 'registered'],
    ])
  })

  it('registers a burst of identical requests once, its confirmation takes the seats, and a cancellation by staff returns them and tells the registrant', async () => {
    const list = await call('GET', '/api/event/list?page_size=100')
    const open = list.json.data.events
      .filter((e: { capacity: number; seats_left: number }) => e.capacity >= 30 && e.seats_left >= 10)
      .at(-1)
    const person = {
      event_slug: open.slug,
      name: 'Budi Santoso',
      email: 'budi.burst@contoh.co.id',
      phone: '+62 812 1111 2222',
      participants: 3,
      note: 'Kursi roda',
      consent: true,
    }
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', '/api/event/insert/event/register', { body: person })),
    )
    expect(answers.every((a) => a.json.is_ok)).toBe(true)
    expect(answers[0]!.json.data.event).toMatchObject({
      slug: open.slug,
      time_zone: expect.stringMatching(/^Asia\//),
      has_gifts: true,
    })
    const stored = await staffFind('event-registrations', { email: { equals: person.email } })
    expect(stored.totalDocs).toBe(1)
    expect(stored.docs[0]).toMatchObject({ status: 'pending', note: 'Kursi roda', phone: '6281211112222' })
    expect(stored.docs[0].consented_at).toBeTruthy()
    expect(stored.docs[0].expires_at).toBeTruthy()
    expect((await call('GET', `/api/event/detail?slug=${open.slug}`)).json.data.seats_left).toBe(
      open.seats_left,
    )
    // Clicks on the link in a burst take the seats once.
    const confirmations = await Promise.all(Array.from({ length: 3 }, () => confirmFromMail(person.email)))
    expect(confirmations.map((c) => c.json.data?.status).sort()).toEqual([
      'already-confirmed',
      'already-confirmed',
      'confirmed',
    ])
    expect((await call('GET', `/api/event/detail?slug=${open.slug}`)).json.data.seats_left).toBe(
      open.seats_left - 3,
    )
    const seatsForStaff = async () =>
      (await staffFind('events', { slug: { equals: open.slug } })).docs[0].seats_taken
    expect(await seatsForStaff()).toBe(open.capacity - open.seats_left + 3)

    const cancelled = await staffUpdate('event-registrations', stored.docs[0].id, { status: 'cancelled' })
    expect(cancelled.status).toBe(200)
    expect((await call('GET', `/api/event/detail?slug=${open.slug}`)).json.data.seats_left).toBe(
      open.seats_left,
    )
    expect(await seatsForStaff()).toBe(open.capacity - open.seats_left)
    const mail = await waitForMail(person.email, 'Pendaftaran dibatalkan')
    expect(mail.text).toContain(stored.docs[0].registration_code)
    // The cancelled code no longer finds a gift; the address may register again.
    expect(
      (
        await call('POST', '/api/event/detail/gift', {
          body: { registration_code: stored.docs[0].registration_code, email: person.email },
        })
      ).json.is_ok,
    ).toBe(false)
    const mails = await mailCount(person.email)
    expect((await call('POST', '/api/event/insert/event/register', { body: person })).json.is_ok).toBe(true)
    expect((await confirmFromMail(person.email, { after: mails })).json.data.status).toBe('confirmed')
    expect(
      (
        await staffFind('event-registrations', {
          and: [{ email: { equals: person.email } }, { status: { equals: 'registered' } }],
        })
      ).totalDocs,
    ).toBe(1)
  })
  it("exports an event's registrations as CSV for staff only, with formula cells neutralised", async () => {
    const list = await call('GET', '/api/event/list?page_size=100')
    const open = list.json.data.events.find(
      (e: { capacity: number; seats_left: number }) => e.capacity >= 20 && e.seats_left === e.capacity,
    )
    expect(
      (
        await call('POST', '/api/event/insert/event/register', {
          body: {
            event_slug: open.slug,
            name: 'Dewi Lestari',
            email: 'dewi.csv@contoh.co.id',
            phone: '081277778888',
            participants: 1,
            note: '=HYPERLINK("http://evil")',
            consent: true,
          },
        })
      ).json.is_ok,
    ).toBe(true)
    const url = `${baseUrl()}/cms-api/events/${open.id}/registrations.csv`
    expect((await fetch(url)).status).toBe(403)
    // Not confirmed yet: not on the list.
    const before = await fetch(url, { headers: await staffAuthorization() })
    expect(await before.text()).not.toContain('dewi.csv@contoh.co.id')
    expect((await confirmFromMail('dewi.csv@contoh.co.id')).json.is_ok).toBe(true)
    const response = await fetch(url, { headers: await staffAuthorization() })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const csv = await response.text()
    expect(csv.split('\n')[0]).toContain('registration_code,status,name,email,phone,participants,note')
    expect(csv).toContain(
      'Dewi Lestari,dewi.csv@contoh.co.id,6281277778888,1,"\'=HYPERLINK(""http://evil"")"',
    )
    expect(
      (
        await fetch(`${baseUrl()}/cms-api/events/999999/registrations.csv`, {
          headers: await staffAuthorization(),
        })
      ).status,
    ).toBe(404)
  })
  it('keeps staff edits within the rules: no overbooking by reinstating, one active registration per address, readable refusals', async () => {
    const list = await call('GET', '/api/event/list?page_size=100')
    const event = list.json.data.events.find(
      (e: { capacity: number; seats_left: number }) => e.capacity === 15 && e.seats_left === 15,
    )
    const staffCreate = async (data: Record<string, unknown>) => {
      const response = await fetch(`${baseUrl()}/cms-api/event-registrations`, {
        method: 'POST',
        headers: { ...(await staffAuthorization()), 'content-type': 'application/json' },
        body: JSON.stringify({ event: event.id, phone: '6281200000000', ...data }),
      })
      return { status: response.status, body: await response.json() }
    }
    const first = await staffCreate({
      name: 'Satu',
      email: 'guard.one@contoh.co.id',
      participants: 4,
      registration_code: `EVG-${Date.now()}-1`,
    })
    expect(first.status).toBe(201)
    expect(
      (await staffUpdate('event-registrations', first.body.doc.id, { status: 'cancelled' })).status,
    ).toBe(200)
    // The freed seats are taken by others; putting the cancelled one back would overbook.
    expect(
      (
        await staffCreate({
          name: 'Dua',
          email: 'guard.two@contoh.co.id',
          participants: 13,
          registration_code: `EVG-${Date.now()}-2`,
        })
      ).status,
    ).toBe(201)
    const reinstate = await staffUpdate('event-registrations', first.body.doc.id, { status: 'registered' })
    expect(reinstate.status).toBe(400)
    expect(JSON.stringify(reinstate.body)).toContain(
      'Kursi tidak cukup: sisa 2 kursi, pendaftaran ini untuk 4 peserta.',
    )
    const twice = await staffCreate({
      name: 'Dua Lagi',
      email: 'guard.two@contoh.co.id',
      participants: 1,
      registration_code: `EVG-${Date.now()}-3`,
    })
    expect(twice.status).toBe(400)
    expect(JSON.stringify(twice.body)).toContain('sudah punya pendaftaran aktif untuk event ini')
    expect((await call('GET', `/api/event/detail?slug=${event.slug}`)).json.data.seats_left).toBe(2)
  })
  it('gives a gift with a quota only to the first confirmed registrants; unconfirmed ones hold no place', async () => {
    const list = await call('GET', '/api/event/list?page_size=100')
    const event = list.json.data.events
      .filter((e: { capacity: number; seats_left: number }) => e.capacity === 40 && e.seats_left === 40)
      .at(-1)
    for (let i = 0; i < 10; i++) {
      const response = await fetch(`${baseUrl()}/cms-api/event-registrations`, {
        method: 'POST',
        headers: { ...(await staffAuthorization()), 'content-type': 'application/json' },
        body: JSON.stringify({
          event: event.id,
          name: `Peserta ${i}`,
          email: `gift.${i}@contoh.co.id`,
          phone: '6281200000000',
          participants: 1,
          registration_code: `EVQ-${Date.now()}-${i}`,
        }),
      })
      expect(response.status).toBe(201)
    }
    // Registered before the eleventh but confirmed after: no place meanwhile, and a place after the eleventh.
    const early = {
      event_slug: event.slug,
      name: 'Belum Konfirmasi',
      email: 'gift.early@contoh.co.id',
      phone: '081233335555',
      participants: 1,
      consent: true,
    }
    expect((await call('POST', '/api/event/insert/event/register', { body: early })).json.is_ok).toBe(true)
    const person = {
      event_slug: event.slug,
      name: 'Kesebelas',
      email: 'gift.eleventh@contoh.co.id',
      phone: '081233334444',
      participants: 1,
      consent: true,
    }
    expect((await call('POST', '/api/event/insert/event/register', { body: person })).json.is_ok).toBe(true)
    expect((await confirmFromMail(person.email)).json.is_ok).toBe(true)
    const code = (await waitForMail(person.email, 'Pendaftaran event')).text.match(
      /Kode registrasi: (EV\S+)/,
    )![1]!
    const gift = await call('POST', '/api/event/detail/gift', {
      body: { registration_code: code, email: person.email },
    })
    expect(gift.json.data.registration_place).toBe(11)
    expect(gift.json.data.gifts).toEqual([
      expect.objectContaining({ name: 'Voucher belanja Rp 100.000', quota: 20, eligible: true }),
      expect.objectContaining({ name: 'Tote bag Rumah Loka', quota: 10, eligible: false }),
    ])
    expect((await confirmFromMail(early.email)).json.is_ok).toBe(true)
    const earlyCode = (await waitForMail(early.email, 'Pendaftaran event')).text.match(
      /Kode registrasi: (EV\S+)/,
    )![1]!
    const earlyGift = await call('POST', '/api/event/detail/gift', {
      body: { registration_code: earlyCode, email: early.email },
    })
    expect(earlyGift.json.data.registration_place).toBe(12)
    expect(
      (
        await call('POST', '/api/event/detail/gift', {
          body: { registration_code: code, email: person.email },
        })
      ).json.data.registration_place,
    ).toBe(11)
  })
})
