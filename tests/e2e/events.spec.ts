import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { test } from './fixtures'
import { mailCount, waitForMail } from './mail'
import { expectNoAxeViolations, open } from './support'
import { contractHeaders as defaultContractHeaders } from '../../scripts/contract-headers.mjs'

const contractHeaders = defaultContractHeaders()
type EventItem = {
  id: number
  slug: string
  title: string
  city: string
  capacity: number
  seats_left: number
  state: string
  starts_at: string
}

async function events(request: APIRequestContext, query = 'page_size=100'): Promise<EventItem[]> {
  const response = await request.get(`/api/event/list?${query}`, { headers: contractHeaders })
  return (await response.json()).data.events
}

const isSmall = (page: Page) => (page.viewportSize()?.width ?? 1440) <= 450
const jakartaMonth = (offset = 0) => {
  const d = new Date(Date.now() + 7 * 3_600_000)
  const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1))
  return `${m.getUTCFullYear()}-${String(m.getUTCMonth() + 1).padStart(2, '0')}`
}
const unique = (name: string) => `${name}-${test.info().project.name}-${Date.now()}@contoh.co.id`

/** The path of the confirmation link in the newest request mail to `email`. */
async function confirmationLink(email: string, options: { after?: number } = {}): Promise<string> {
  const mail = await waitForMail(email, 'Konfirmasi pendaftaran event', options)
  return mail.text.match(/https?:\/\/\S+(\/konfirmasi-event\?c=\S+?&k=\d{6})/)![1]!
}

async function fillRegistration(
  page: Page,
  who: { name: string; email: string; phone: string; participants?: string },
) {
  await page.getByLabel('Nama lengkap').fill(who.name)
  await page.getByLabel('Email', { exact: true }).fill(who.email)
  await page.getByLabel('Nomor HP').fill(who.phone)
  if (who.participants) await page.getByLabel('Jumlah peserta').selectOption(who.participants)
}

test('the calendar shows this month, marks today, moves month by month and back', async ({ page }) => {
  const response = await open(page, '/kalender-event')
  expect(response!.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Kalender Event' })).toBeVisible()
  if (isSmall(page)) {
    await expect(page.locator('main table')).toBeHidden()
    await expect(page.locator('main article').first()).toBeVisible()
  } else {
    await expect(page.locator('main table')).toBeVisible()
    await expect(page.locator('td[aria-current="date"]')).toHaveCount(1)
  }
  await expect(
    page
      .locator('main')
      .getByText(/\d{2}\.\d{2}.*(WIB|WITA|WIT)/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: test.info().outputPath('calendar.png'), fullPage: true })

  await page.getByRole('link', { name: /^Bulan berikutnya/ }).click()
  await expect(page).toHaveURL(new RegExp(`month=${jakartaMonth(1)}`))
  await expect(page.getByRole('link', { name: 'Bulan ini' })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/kalender-event(\?month=\d{4}-\d{2})?$/)

  await page.getByRole('link', { name: 'Daftar', exact: true }).click()
  await expect(page).toHaveURL(/view=list/)
  await expect(page.getByText(/\d+ event di /)).toBeVisible()
  await expectNoAxeViolations(page)
})

test('filters by city, calendar and words live in the URL; nothing found offers the next month or clearing filters', async ({
  page,
  request,
}) => {
  const upcoming = (await events(request)).filter((e) => e.state !== 'past')
  const target = upcoming[0]!
  const month = new Date(new Date(target.starts_at).getTime() + 7 * 3_600_000).toISOString().slice(0, 7)
  await open(page, `/kalender-event?month=${month}&view=list`)
  await page.getByLabel('Kota').selectOption(target.city)
  await page.getByRole('button', { name: 'Terapkan' }).click()
  await expect(page).toHaveURL(
    new RegExp(`city=${encodeURIComponent(target.city).replace(/%20/g, '(\\+|%20)')}`),
  )
  const cities = page.locator('main article p.text-muted')
  for (const text of await cities.allTextContents()) expect(text).toContain(target.city)
  await expect(page.getByRole('link', { name: target.title })).toBeVisible()

  await page.getByLabel('Cari event').fill('tidak-ada-event-seperti-ini')
  await page.getByRole('button', { name: 'Terapkan' }).click()
  await expect(page.getByRole('heading', { name: /Belum ada event di .* untuk pilihan ini/ })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Hapus filter' }).last().click()
  await expect(page).not.toHaveURL(/search=|city=/)
  await expect(page.getByRole('searchbox', { name: 'Cari event' })).toHaveValue('')
  await expect(page.getByLabel('Kota', { exact: true })).toHaveValue('')

  await open(page, '/kalender-event?month=2025-01')
  await expect(page.getByRole('heading', { name: 'Belum ada event di Januari 2025' })).toBeVisible()
  await page.getByRole('link', { name: /^Lihat / }).click()
  await expect(page).toHaveURL(/month=\d{4}-\d{2}/)
  await expect(page.locator('main article, main table a').filter({ visible: true }).first()).toBeVisible()
})

test('an event page: time with zone, venue, seats, calendar file, JSON-LD and the way to register', async ({
  page,
  request,
}) => {
  const event = (await events(request)).find((e) => e.state === 'open' && e.seats_left > 5)!
  await open(page, `/kalender-event/detail/${event.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible()
  await expect(page.getByText(/Waktu \((WIB|WITA|WIT), waktu setempat\)/)).toBeVisible()
  await expect(page.getByText(`Sisa ${event.seats_left} kursi`)).toBeVisible()
  await expect(page.getByRole('link', { name: /Lihat peta/ })).toHaveAttribute('href', /google\.com\/maps/)
  await expect(page.getByRole('heading', { name: 'Hadiah untuk peserta' })).toBeVisible()
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((t) => JSON.parse(t))
    .find((d) => d['@type'] === 'Event')
  expect(jsonLd).toMatchObject({
    name: event.title,
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'Place' },
    offers: { availability: 'https://schema.org/InStock' },
  })
  const ics = await request.get(`/kalender-event/detail/${event.slug}/kalender.ics`)
  expect(ics.headers()['content-type']).toContain('text/calendar')
  expect(await ics.text()).toContain('BEGIN:VEVENT')
  await expect(page.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute(
    'href',
    /calendar\.google\.com.*action=TEMPLATE/,
  )
  await expectNoAxeViolations(page)
  await page.screenshot({ path: test.info().outputPath('event-detail.png'), fullPage: true })
  await page.getByRole('link', { name: 'Daftar sekarang' }).click()
  await expect(page).toHaveURL(`/kalender-event/registrasi/${event.slug}`)

  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of [
    '/kalender-event<',
    `/kalender-event/detail/${event.slug}<`,
    `/kalender-event/registrasi/${event.slug}<`,
  ])
    expect(sitemap).toContain(path)
  expect((await page.goto('/kalender-event/detail/tidak-ada'))!.status()).toBe(404)
  expect((await page.goto('/kalender-event/registrasi/tidak-ada'))!.status()).toBe(404)
})

test('registering: field messages, a lost connection keeps the form, then a pending answer; the e-mailed link confirms, takes the seats and sends the code and .ics; confirming twice and a repeat change nothing', async ({
  page,
  request,
  context,
}) => {
  const list = (await events(request)).filter((e) => e.state === 'open' && e.seats_left >= 10)
  const event = list[isSmall(page) ? 1 : 2]!
  await open(page, `/kalender-event/registrasi/${event.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Daftar event' })).toBeVisible()
  await page.getByRole('button', { name: 'Daftar', exact: true }).click()
  await expect(page.getByText('Nama minimal 2 huruf').or(page.getByText('Nama wajib diisi'))).toBeVisible()
  await expect(page.getByText('Setujui pemberitahuan privasi untuk mendaftar')).toBeVisible()
  await expectNoAxeViolations(page)

  const email = unique('event')
  await fillRegistration(page, { name: 'Rina Wijaya', email, phone: '12345', participants: '2' })
  await page.getByLabel('Catatan (opsional)').fill('Datang bersama anak')
  await page.getByLabel(/Saya setuju/).check()
  await page.getByRole('button', { name: 'Daftar', exact: true }).click()
  await expect(page.getByText('Nomor telepon tidak valid (contoh: 0812 3456 7890)')).toBeVisible()
  await page.getByLabel('Nomor HP').fill('+62 812 3456 7890')

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Daftar', exact: true }).click()
  await expect(page.locator('#event-refusal')).toHaveText(/^Belum terkirim: tidak ada koneksi/)
  await expect(page.getByLabel('Nama lengkap')).toHaveValue('Rina Wijaya')
  await expect(page.getByLabel('Catatan (opsional)')).toHaveValue('Datang bersama anak')
  await context.setOffline(false)

  await page.getByRole('button', { name: 'Daftar', exact: true }).dblclick()
  await expect(
    page.getByRole('heading', { name: 'Cek email Anda untuk mengonfirmasi pendaftaran' }),
  ).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByText('Ada hadiah untuk peserta.')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: test.info().outputPath('registration-pending.png'), fullPage: true })
  const seatsLeft = async () =>
    (await events(request, `search=${encodeURIComponent(event.title.split(' — ')[1]!)}&page_size=100`)).find(
      (e) => e.id === event.id,
    )!.seats_left
  // Pending: no seat is held, and the request mail carries neither the name nor a registration code.
  const link = await confirmationLink(email)
  const ask = await waitForMail(email, 'Konfirmasi pendaftaran event')
  expect(ask.text).toContain(event.title)
  expect(ask.text).not.toContain('Rina Wijaya')
  expect(ask.text).not.toMatch(/Kode registrasi: EV/)
  expect(await seatsLeft()).toBe(event.seats_left)

  await open(page, link)
  await expect(page.getByRole('heading', { level: 1, name: 'Konfirmasi pendaftaran event' })).toBeVisible()
  await page.getByRole('button', { name: 'Konfirmasi pendaftaran' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pendaftaran dikonfirmasi' })).toBeVisible()
  await expect(page.getByText(event.title)).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: test.info().outputPath('registration-confirmed.png'), fullPage: true })

  const mail = await waitForMail(email, 'Pendaftaran event')
  expect(mail.text).toContain(event.title)
  expect(mail.text).toMatch(/Kode registrasi: EV\d+-[0-9A-F]{6}/)
  expect(mail.attachments[0]).toMatchObject({ filename: 'event-rumah-loka.ics' })
  expect(mail.attachments[0]!.content).toContain('BEGIN:VEVENT')
  expect(await seatsLeft()).toBe(event.seats_left - 2)

  // The link once more: harmless, said plainly, nothing sent.
  const confirmed = await mailCount(email)
  await open(page, link)
  await page.getByRole('button', { name: 'Konfirmasi pendaftaran' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pendaftaran sudah dikonfirmasi' })).toBeVisible()
  expect(await seatsLeft()).toBe(event.seats_left - 2)
  expect(await mailCount(email)).toBe(confirmed)

  // The same person again: the same pending answer, a reminder with the same code, no second registration.
  const before = await mailCount(email)
  await open(page, `/kalender-event/registrasi/${event.slug}`)
  await fillRegistration(page, { name: 'Rina Wijaya', email: email.toUpperCase(), phone: '081234567890' })
  await page.getByLabel(/Saya setuju/).check()
  await page.getByRole('button', { name: 'Daftar', exact: true }).click()
  await expect(
    page.getByRole('heading', { name: 'Cek email Anda untuk mengonfirmasi pendaftaran' }),
  ).toBeVisible()
  const reminder = await waitForMail(email, 'Anda sudah terdaftar', { after: before })
  expect(reminder.text).toContain(mail.text.match(/Kode registrasi: (EV\S+)/)![1]!)
  await open(page, `/kalender-event/detail/${event.slug}`)
  await expect(page.getByText(`Sisa ${event.seats_left - 2} kursi`)).toBeVisible()
})

// Once: messages in the event page's own layout, which the other tests see at both widths.
test('full and past events say why registration is closed', { tag: '@once' }, async ({ page, request }) => {
  const all = await events(request, 'page_size=100&include_past=true')
  const small = all.find((e) => e.capacity === 2)!
  if (small.seats_left > 0) {
    const email = unique('full')
    const fill = await request.post('/api/event/insert/event/register', {
      headers: contractHeaders,
      data: {
        event_slug: small.slug,
        name: 'Penuh Sekali',
        email,
        phone: '081211112222',
        participants: small.seats_left,
        consent: true,
      },
    })
    expect((await fill.json()).is_ok).toBe(true)
    // Only a confirmed registration fills the event.
    const link = new URL(await confirmationLink(email), 'http://x')
    const confirm = await request.post('/api/event/insert/event/confirm', {
      headers: contractHeaders,
      data: { challenge: link.searchParams.get('c'), code: link.searchParams.get('k') },
    })
    expect((await confirm.json()).is_ok).toBe(true)
  }
  await open(page, `/kalender-event/detail/${small.slug}`)
  await expect(page.getByText('Penuh', { exact: true })).toBeVisible()
  await expect(page.getByText('Kuota event ini sudah penuh. Lihat event lain di kalender.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Daftar sekarang' })).toHaveCount(0)
  await open(page, `/kalender-event/registrasi/${small.slug}`)
  await expect(page.getByText('Maaf, kuota event ini sudah penuh.')).toBeVisible()
  await expectNoAxeViolations(page)

  const past = all.find((e) => e.state === 'past')!
  await open(page, `/kalender-event/detail/${past.slug}`)
  await expect(page.getByText('Event ini sudah berlangsung.')).toBeVisible()
  await open(page, `/kalender-event/registrasi/${past.slug}`)
  await expect(page.getByText('Event ini sudah berlangsung.')).toBeVisible()
})

test.describe('events without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('filters, registration and its confirmation work with plain forms, keeping what was typed on an error', async ({
    page,
    request,
  }) => {
    await page.goto('/kalender-event')
    await page.getByLabel('Jenis event', { exact: true }).selectOption({ index: 1 })
    await page.getByRole('button', { name: 'Terapkan' }).click()
    await expect(page).toHaveURL(/event_calendar_id=\d+/)

    const event = (await events(request)).filter((e) => e.state === 'open' && e.seats_left >= 10)[
      isSmall(page) ? 3 : 4
    ]!
    await page.goto(`/kalender-event/registrasi/${event.slug}`)
    const email = unique('nojs')
    await fillRegistration(page, { name: 'Agus Salim', email, phone: '081234567890' })
    await page.getByRole('button', { name: 'Daftar', exact: true }).click()
    await expect(page.getByText('Setujui pemberitahuan privasi untuk mendaftar')).toBeVisible()
    await expect(page.getByLabel('Nama lengkap')).toHaveValue('Agus Salim')
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
    await page.getByLabel(/Saya setuju/).check()
    await page.getByRole('button', { name: 'Daftar', exact: true }).click()
    await expect(
      page.getByRole('heading', { name: 'Cek email Anda untuk mengonfirmasi pendaftaran' }),
    ).toBeVisible()
    await page.goto(await confirmationLink(email))
    await page.getByRole('button', { name: 'Konfirmasi pendaftaran' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Pendaftaran dikonfirmasi' })).toBeVisible()
    expect((await waitForMail(email, 'Pendaftaran event')).text).toContain(event.title)
  })
})
