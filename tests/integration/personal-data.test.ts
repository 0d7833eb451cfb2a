import fs from 'node:fs'
import path from 'node:path'

import { Secret, TOTP } from 'otpauth'
import { describe, expect, inject, it } from 'vitest'

import { personalDataCollections } from '../../src/server/privacy/personal-collections'
import { baseUrl, call, pngBytes, staffAuthorization, staffFind } from '../support/contract'
import { cms } from '../support/cms'
import { waitForMail } from '../support/mailbox'

type Json = any // eslint-disable-line @typescript-eslint/no-explicit-any

const admin = { email: process.env.TEST_ADMIN_EMAIL!, password: process.env.TEST_ADMIN_PASSWORD! }
const yearsAgo = (years: number) => new Date(Date.now() - years * 365 * 86_400_000).toISOString()
const privateFile = (filename: string) => path.join(inject('dataDir'), 'private', filename)

async function login(body: Record<string, unknown>, address = '198.51.100.1') {
  const response = await fetch(`${baseUrl()}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Json }
}

/** The back-office REST API as the test's staff account, or with another account's `authorization`. */
const rest = (method: string, pathAndQuery: string, body?: unknown, authorization?: Record<string, string>) =>
  cms(method, pathAndQuery, authorization, body)

const create = async (collection: string, data: Record<string, unknown>) => {
  const { status, json } = await rest('POST', `/${collection}`, data)
  if (status !== 201) throw new Error(`create ${collection}: ${status} ${JSON.stringify(json)}`)
  return json.doc
}

async function uploadPhoto(createdAt?: string) {
  const form = new FormData()
  form.set('file', new Blob([pngBytes], { type: 'image/png' }), 'foto-klaim.png')
  form.set(
    '_payload',
    JSON.stringify({ purpose: 'warranty-claim-photo', ...(createdAt ? { createdAt } : {}) }),
  )
  const response = await fetch(`${baseUrl()}/cms-api/private-uploads`, {
    method: 'POST',
    headers: await staffAuthorization(),
    body: form,
  })
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`)
  return (await response.json()).doc
}

let serial = 0
/** A warranty registration with one claim and its photo, for an address. */
async function warrantyWithClaim(
  email: string,
  options: { createdAt?: string; coverageUntil?: string; claimStatus?: string } = {},
) {
  serial++
  const stamp = `${Date.now()}-${serial}`
  const registration = await create('warranty-registrations', {
    receipt_no: `PD-${stamp}`,
    serial_no: `PD-SN-${stamp}`,
    product_name: 'Sofa Uji',
    customer_name: 'Sari Subjek',
    email,
    phone: '081200001111',
    address: 'Jl. Uji 1',
    kelurahan: 'Menteng',
    kecamatan: 'Menteng',
    city: 'Jakarta Pusat',
    province: 'DKI Jakarta',
    purchased_at: options.createdAt ?? new Date().toISOString(),
    coverage_until: options.coverageUntil ?? new Date(Date.now() + 365 * 86_400_000).toISOString(),
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
  })
  const photo = await uploadPhoto(options.createdAt)
  const claim = await create('warranty-claims', {
    claim_no: `CLM-PD-${stamp}`,
    registration: registration.id,
    problem: 'Kaki sofa patah, hubungi saya di 081200001111',
    photos: [photo.id],
    status: options.claimStatus ?? 'received',
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
  })
  return { registration, photo, claim }
}

describe('staff sign-in throttling', () => {
  it('stops an address after 10 wrong passwords without locking the account for others', async () => {
    const attacker = '203.0.113.66'
    for (let i = 0; i < 10; i++)
      expect((await login({ email: admin.email, password: `salah-${i}` }, attacker)).status).toBe(401)
    const blocked = await login({ email: admin.email, password: admin.password }, attacker)
    expect(blocked.status).toBe(429)
    expect(JSON.stringify(blocked.body)).toContain('Terlalu banyak percobaan')
    // The account is open from anywhere else.
    expect((await login({ email: admin.email, password: admin.password }, '203.0.113.67')).status).toBe(200)
  })

  it('counts only failures: successful sign-ins from one address never add up', async () => {
    for (let i = 0; i < 12; i++)
      expect((await login({ email: admin.email, password: admin.password }, '203.0.113.70')).status).toBe(200)
  })
})

describe('who sees personal data', () => {
  it('editors see none of the collections that hold it; the personal-data officer does', async () => {
    const stamp = Date.now()
    await create('users', {
      email: `editor-${stamp}@rumahloka.test`,
      password: 'editor-pass-12345',
      role: 'editor',
    })
    await create('users', {
      email: `privasi-${stamp}@rumahloka.test`,
      password: 'privasi-pass-12345',
      role: 'privacy',
    })
    const editor = {
      Authorization: `JWT ${(await login({ email: `editor-${stamp}@rumahloka.test`, password: 'editor-pass-12345' })).body.token}`,
    }
    const officer = {
      Authorization: `JWT ${(await login({ email: `privasi-${stamp}@rumahloka.test`, password: 'privasi-pass-12345' })).body.token}`,
    }
    // The audit log is personal data too, though it is not itself audited.
    const personal = [...personalDataCollections, 'personal-data-audit']
    for (const collection of personal)
      expect([collection, (await rest('GET', `/${collection}?limit=1`, undefined, editor)).status]).toEqual([
        collection,
        403,
      ])
    // Content stays the editors' work.
    expect((await rest('GET', '/products?limit=1', undefined, editor)).status).toBe(200)
    const { json: events } = await rest('GET', '/events?limit=1&depth=0')
    expect(
      (await rest('GET', `/events/${events.docs[0].id}/registrations.csv`, undefined, editor)).status,
    ).toBe(403)
    for (const collection of [
      'contact-messages',
      'warranty-claims',
      'private-uploads',
      'personal-data-audit',
      'data-subject-requests',
    ]) {
      expect([collection, (await rest('GET', `/${collection}?limit=1`, undefined, officer)).status]).toEqual([
        collection,
        200,
      ])
    }
  })
})

describe('audit log of staff access to personal data', () => {
  it('records staff list reads (one entry with the ids), reads by id, changes and deletions; not the site’s own writes', async () => {
    // From now: the test before this one reads contact messages as the personal-data officer.
    const start = new Date().toISOString()
    // A contact message sent through the site: the system writes it, nobody is logged.
    const sent = await call('POST', '/api/contact-us/add', {
      body: {
        name: 'Audit Uji',
        email: 'audit.uji@contoh.co.id',
        phone: '081299990000',
        topic: 'Lainnya',
        message: 'Pesan untuk uji jejak akses.',
      },
    })
    expect(sent.json.is_ok).toBe(true)
    // (Other test files read as staff meanwhile, so what is checked is that no write of the site is logged.)
    const siteWrites = { collection_slug: { equals: 'contact-messages' }, operation: { equals: 'create' } }
    expect(
      (await staffFind('personal-data-audit', { ...siteWrites, createdAt: { greater_than: start } }))
        .totalDocs,
    ).toBe(0)
    const list = await staffFind('contact-messages', { email: { equals: 'audit.uji@contoh.co.id' } })
    const id = list.docs[0].id
    await rest('GET', `/contact-messages/${id}`)
    await rest('PATCH', `/contact-messages/${id}`, { status: 'answered' })
    await rest('DELETE', `/contact-messages/${id}`)
    const { docs } = await staffFind('personal-data-audit', {
      collection_slug: { equals: 'contact-messages' },
      createdAt: { greater_than: start },
    })
    expect(docs.every((d) => d.doc_ids.split(', ').includes(String(id)))).toBe(true)
    const ops = docs.map((d) => d.operation).sort()
    expect(ops).toEqual(['delete', 'read', 'read', 'update'])
    const entry = docs.find((d) => d.operation === 'read')
    expect(entry).toMatchObject({
      user_email: admin.email,
      user: expect.any(Number),
      createdAt: expect.any(String),
    })
    // Nobody edits or removes an entry, administrators included.
    expect((await rest('PATCH', `/personal-data-audit/${entry.id}`, { operation: 'create' })).status).toBe(
      403,
    )
    expect((await rest('DELETE', `/personal-data-audit/${entry.id}`)).status).toBe(403)
  })
})

describe('data-subject requests (export and erasure per e-mail)', () => {
  const email = 'sari.subjek@contoh.co.id'

  it('exports everything held for an address, files included, and erases it all', async () => {
    await create('contact-messages', {
      name: 'Sari Subjek',
      email: 'Sari.Subjek@Contoh.co.id',
      phone: '081200001111',
      topic: 'Data pribadi',
      message: 'Mohon salinan data saya.',
    })
    const { json: events } = await rest('GET', '/events?limit=1&depth=0&where[capacity][greater_than]=5')
    const registration = await create('event-registrations', {
      event: events.docs[0].id,
      name: 'Sari Subjek',
      email,
      phone: '081200001111',
      participants: 1,
      registration_code: `EVT-PD-${Date.now()}`,
    })
    const { registration: warranty, photo, claim } = await warrantyWithClaim(email)
    expect(fs.existsSync(privateFile(photo.filename))).toBe(true)
    // Logging a read does not disturb it: the photo is populated into its claim (and that read is logged
    // too).
    expect((await rest('GET', `/warranty-claims/${claim.id}?depth=1`)).json.photos[0]).toMatchObject({
      id: photo.id,
      purpose: 'warranty-claim-photo',
    })
    expect(
      (
        await staffFind('personal-data-audit', {
          collection_slug: { equals: 'private-uploads' },
          doc_ids: { equals: String(photo.id) },
        })
      ).totalDocs,
    ).toBeGreaterThan(0)
    // The site itself e-mails the address (a newsletter code): the message and the verification record are
    // held too.
    expect((await call('POST', '/api/subscribe', { body: { email } })).json.is_ok).toBe(true)
    await waitForMail(email, 'Kode verifikasi')

    const exported = await rest('POST', '/data-subject-requests', {
      email: ` ${email.toUpperCase()} `,
      action: 'export',
    })
    expect(exported.status).toBe(201)
    expect(exported.json.doc.result).toMatch(/contact-messages: 1/)
    const download = await fetch(
      `${baseUrl()}/cms-api/data-subject-requests/${exported.json.doc.id}/export.json`,
      { headers: await staffAuthorization() },
    )
    expect(download.headers.get('content-disposition')).toContain('attachment')
    const file = (await download.json()) as Json
    expect(file.email).toBe(email)
    expect(file.data['contact-messages'][0].message).toBe('Mohon salinan data saya.')
    expect(file.data['event-registrations'].map((r: Json) => r.id)).toEqual([registration.id])
    expect(file.data['warranty-claims'][0].claim_no).toBe(claim.claim_no)
    expect(file.data['newsletter-subscribers']).toHaveLength(1)
    expect(file.data['outbox'].length).toBeGreaterThan(0)
    expect(file.data['email-verifications'][0].code_hash).toBeUndefined()
    expect(
      Buffer.from(file.data['private-uploads'][0].content_base64, 'base64').subarray(1, 4).toString(),
    ).toBe('PNG')
    // Not for anyone without a staff session.
    expect(
      (await fetch(`${baseUrl()}/cms-api/data-subject-requests/${exported.json.doc.id}/export.json`)).status,
    ).toBe(403)

    // Erasure must be confirmed.
    expect((await rest('POST', '/data-subject-requests', { email, action: 'erase' })).status).toBe(400)
    const erased = await rest('POST', '/data-subject-requests', {
      email,
      action: 'erase',
      confirm_erase: true,
    })
    expect(erased.status).toBe(201)
    expect(erased.json.doc.result).toMatch(/warranty-registrations: 1/)

    expect((await staffFind('contact-messages', { email: { like: 'subjek' } })).totalDocs).toBe(0)
    expect((await staffFind('newsletter-subscribers', { email: { equals: email } })).totalDocs).toBe(0)
    expect((await staffFind('outbox', { to: { equals: email } })).totalDocs).toBe(0)
    expect((await staffFind('email-verifications', { email: { equals: email } })).totalDocs).toBe(0)
    const { json: r } = await rest('GET', `/event-registrations/${registration.id}?depth=0`)
    expect(r).toMatchObject({ name: '[dihapus]', phone: '-', status: 'registered', participants: 1 })
    expect(r.email).toMatch(/@anonim\.invalid$/)
    const { json: w } = await rest('GET', `/warranty-registrations/${warranty.id}?depth=0`)
    expect(w).toMatchObject({ customer_name: '[dihapus]', address: '-', serial_no: warranty.serial_no })
    expect(
      (await rest('GET', `/warranty-registrations/versions?where[parent][equals]=${warranty.id}`)).json
        .totalDocs,
    ).toBe(0)
    const { json: c } = await rest('GET', `/warranty-claims/${claim.id}?depth=0`)
    expect(c).toMatchObject({ problem: '[dihapus]', photos: [], claim_no: claim.claim_no })
    expect((await rest('GET', `/private-uploads/${photo.id}`)).status).toBe(404)
    expect(fs.existsSync(privateFile(photo.filename))).toBe(false)
    // Nothing is left to export; the erasure is in the audit log.
    const again = await rest('POST', '/data-subject-requests', { email, action: 'export' })
    expect(again.json.doc.result).toBe('Tidak ada data untuk alamat ini.')
    const audit = await staffFind('personal-data-audit', {
      collection_slug: { equals: 'data-subject-requests' },
    })
    expect(audit.docs.map((d) => d.operation)).toEqual(expect.arrayContaining(['export', 'erase']))
  })
})

describe('retention job', () => {
  it('erases or anonymises what is older than PERSONAL_DATA_RETENTION_DAYS, with its files, and keeps the rest', async () => {
    const old = yearsAgo(3)
    const oldMessage = await create('contact-messages', {
      name: 'Lama',
      email: 'lama@contoh.co.id',
      phone: '0812',
      topic: 'Lainnya',
      message: 'Pesan lama',
      createdAt: old,
    })
    const newMessage = await create('contact-messages', {
      name: 'Baru',
      email: 'baru@contoh.co.id',
      phone: '0812',
      topic: 'Lainnya',
      message: 'Pesan baru',
    })
    expect(oldMessage.createdAt).toBe(old)
    const closed = await warrantyWithClaim('lama.garansi@contoh.co.id', {
      createdAt: old,
      coverageUntil: yearsAgo(2.5),
      claimStatus: 'done',
    })
    const open = await warrantyWithClaim('masih.garansi@contoh.co.id', {
      createdAt: old,
      claimStatus: 'in-review',
    })
    const oldSubscriber = await create('newsletter-subscribers', {
      email: 'lama.news@contoh.co.id',
      status: 'pending',
      createdAt: old,
    })
    const confirmed = await create('newsletter-subscribers', {
      email: 'setia.news@contoh.co.id',
      status: 'confirmed',
      createdAt: old,
    })
    // An old e-mail in the Outbox (its attachments go with it).
    expect(
      (await call('POST', '/api/subscribe', { body: { email: 'outbox.lama@contoh.co.id' } })).json.is_ok,
    ).toBe(true)
    await waitForMail('outbox.lama@contoh.co.id', 'Kode verifikasi')
    const mail = (await staffFind('outbox', { to: { equals: 'outbox.lama@contoh.co.id' } })).docs[0]
    expect((await rest('PATCH', `/outbox/${mail.id}`, { createdAt: old })).status).toBe(200)

    const run = await rest('POST', '/data-subject-requests/retention')
    expect(run.json).toMatchObject({ completed: true, error: null })

    expect((await rest('GET', `/contact-messages/${oldMessage.id}`)).status).toBe(404)
    expect((await rest('GET', `/contact-messages/${newMessage.id}`)).status).toBe(200)
    expect((await rest('GET', `/newsletter-subscribers/${oldSubscriber.id}`)).status).toBe(404)
    expect((await rest('GET', `/newsletter-subscribers/${confirmed.id}`)).status).toBe(200)
    expect((await rest('GET', `/outbox/${mail.id}`)).status).toBe(404)
    // A warranty whose cover ended long ago and its closed claim: anonymised, the photo deleted with its
    // file.
    expect(
      (await rest('GET', `/warranty-registrations/${closed.registration.id}?depth=0`)).json,
    ).toMatchObject({ customer_name: '[dihapus]', serial_no: closed.registration.serial_no })
    expect((await rest('GET', `/warranty-claims/${closed.claim.id}?depth=0`)).json).toMatchObject({
      problem: '[dihapus]',
      photos: [],
      status: 'done',
    })
    expect(fs.existsSync(privateFile(closed.photo.filename))).toBe(false)
    // Still covered, claim still open: kept as it was.
    expect((await rest('GET', `/warranty-registrations/${open.registration.id}?depth=0`)).json).toMatchObject(
      { customer_name: 'Sari Subjek' },
    )
    expect((await rest('GET', `/warranty-claims/${open.claim.id}?depth=0`)).json.photos).toEqual([
      open.photo.id,
    ])
    expect(fs.existsSync(privateFile(open.photo.filename))).toBe(true)
    // Only administrators run it by hand.
    expect(
      (await fetch(`${baseUrl()}/cms-api/data-subject-requests/retention`, { method: 'POST' })).status,
    ).toBe(403)
  })
})

describe('two-step sign-in for staff', () => {
  it('once turned on, refuses a sign-in without a valid code and accepts one with it', async () => {
    const email = `totp-${Date.now()}@rumahloka.test`
    await create('users', { email, password: 'totp-pass-12345', role: 'editor' })
    const session = await login({ email, password: 'totp-pass-12345' }, '198.51.100.20')
    const auth = { Authorization: `JWT ${session.body.token}` }
    const setup = await rest('POST', '/users/totp/setup', {}, auth)
    expect(setup.json.qr).toMatch(/^data:image\/png;base64,/)
    const totp = new TOTP({
      secret: Secret.fromBase32(setup.json.secret),
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    })
    expect((await rest('POST', '/users/totp/enable', { code: '000000' }, auth)).status).toBe(400)
    expect((await rest('POST', '/users/totp/enable', { code: totp.generate() }, auth)).status).toBe(200)
    // Nobody reads the secret back, administrators included.
    const { json: account } = await rest('GET', `/users/${session.body.user.id}`)
    expect(account.totp_enabled).toBe(true)
    expect(account.totp_secret).toBeUndefined()

    const without = await login({ email, password: 'totp-pass-12345' }, '198.51.100.21')
    expect(without.status).toBe(401)
    expect(without.body.token).toBeUndefined()
    expect(JSON.stringify(without.body)).toContain('autentikator')
    expect(
      (await login({ email, password: 'totp-pass-12345', totp: '123456' }, '198.51.100.21')).status,
    ).toBe(401)
    // The code of the next step (enable used the current one, and a code is good once).
    const code = totp.generate({ timestamp: Date.now() + 30_000 })
    const withCode = await login({ email, password: 'totp-pass-12345', totp: code }, '198.51.100.21')
    expect(withCode.status).toBe(200)
    expect(withCode.body.token).toBeTruthy()
    expect((await login({ email, password: 'totp-pass-12345', totp: code }, '198.51.100.21')).status).toBe(
      401,
    )
    // An administrator resets it for a lost phone.
    expect((await rest('POST', `/users/${session.body.user.id}/totp/reset`)).status).toBe(200)
    expect((await login({ email, password: 'totp-pass-12345' }, '198.51.100.22')).status).toBe(200)
  })
})

describe('CSV exports of submission lists', () => {
  const csvOf = async (pathAndQuery: string, authorization?: Record<string, string>) => {
    const response = await fetch(`${baseUrl()}/cms-api${pathAndQuery}`, {
      headers: authorization ?? (await staffAuthorization()),
    })
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      cache: response.headers.get('cache-control'),
      // Read as bytes: text() drops the byte-order mark that the file must start with.
      text: Buffer.from(await response.arrayBuffer()).toString('utf8'),
    }
  }

  it('exports the list as filtered, formulas kept as text, and logs one export with its rows', async () => {
    const stamp = Date.now()
    const email = `csv.${stamp}@contoh.co.id`
    const start = new Date().toISOString()
    for (const message of ['Kursi saya patah, mohon bantuan.', '=HYPERLINK("http://contoh.test","klik")']) {
      const sent = await call('POST', '/api/contact-us/add', {
        body: { name: 'Ekspor Uji', email, phone: '081299990001', topic: 'Lainnya', message },
      })
      expect(sent.json.is_ok).toBe(true)
    }
    const csv = await csvOf(
      `/contact-messages/export.csv?where[email][equals]=${encodeURIComponent(email)}&sort=createdAt`,
    )
    expect(csv.status).toBe(200)
    expect(csv.type).toBe('text/csv; charset=utf-8')
    expect(csv.cache).toBe('private, no-store')
    expect(csv.disposition).toMatch(/^attachment; filename="pesan-kontak-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(csv.text.startsWith('\uFEFFreceived_at,name,email,phone,topic,status,message\n')).toBe(true)
    const lines = csv.text.trimEnd().split('\n')
    expect(lines, csv.text).toHaveLength(3)
    expect(lines[1], lines[1]).toMatch(
      /^"?\d{1,2} \w{3} \d{4}, \d{2}\.\d{2} WIB"?,Ekspor Uji,csv\.\d+@contoh\.co\.id,6281299990001,Lainnya,new,"Kursi saya patah, mohon bantuan\."$/,
    )
    // A cell that starts with = would run as a formula in a spreadsheet: it is written as text.
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://contoh.test"",""klik"")"`)
    const { docs } = await staffFind('personal-data-audit', {
      collection_slug: { equals: 'contact-messages' },
      createdAt: { greater_than: start },
    })
    expect(
      docs.map((d) => [d.operation, d.note, d.doc_count]),
      JSON.stringify(docs),
    ).toEqual([['export', 'CSV, 2 rows', 2]])
  })

  it('streams every page of a long list', async () => {
    const stamp = Date.now()
    const total = 520
    for (let i = 0; i < total; i += 20) {
      await Promise.all(
        Array.from({ length: Math.min(20, total - i) }, (_, j) =>
          create('newsletter-subscribers', {
            email: `halaman.${stamp}.${i + j}@contoh.co.id`,
            source: 'csv-test',
          }),
        ),
      )
    }
    const csv = await csvOf(`/newsletter-subscribers/export.csv?where[email][like]=halaman.${stamp}.`)
    expect(csv.status).toBe(200)
    const lines = csv.text.trimEnd().split('\n')
    expect(lines[0]).toBe('\uFEFFemail,status,source,confirmed_at,unsubscribed_at,subscribed_at')
    expect(lines).toHaveLength(total + 1)
    expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(total)
  })

  it('answers staff without access, visitors and unreadable filters without a file', async () => {
    const stamp = Date.now()
    await create('users', {
      email: `editor-csv-${stamp}@rumahloka.test`,
      password: 'editor-pass-12345',
      role: 'editor',
    })
    const editor = {
      Authorization: `JWT ${(await login({ email: `editor-csv-${stamp}@rumahloka.test`, password: 'editor-pass-12345' })).body.token}`,
    }
    for (const collection of [
      'contact-messages',
      'warranty-claims',
      'warranty-registrations',
      'event-registrations',
      'newsletter-subscribers',
    ]) {
      expect([collection, (await csvOf(`/${collection}/export.csv`, editor)).status]).toEqual([
        collection,
        403,
      ])
      expect([collection, (await csvOf(`/${collection}/export.csv`, {})).status]).toEqual([collection, 403])
      const admin = await csvOf(`/${collection}/export.csv?where[id][equals]=0`)
      expect([collection, admin.status, admin.text.split('\n').length]).toEqual([collection, 200, 2])
    }
    const unknown = await csvOf('/contact-messages/export.csv?where[no_such_field][equals]=1')
    expect(unknown.status).toBe(400)
    expect(unknown.text).toContain('clear the filter')
  })

  it('names the related registration and event in claim and registration exports', async () => {
    const { claim, registration } = await warrantyWithClaim(`klaim.csv.${Date.now()}@contoh.co.id`)
    const claims = await csvOf(`/warranty-claims/export.csv?where[id][equals]=${claim.id}`)
    expect(claims.status).toBe(200)
    const [head, row] = claims.text.replace('\uFEFF', '').trim().split('\n')
    expect(head).toBe(
      'claim_no,status,serial_no,product,customer_name,phone,email,city,problem_category,problem,started_on,contact_time,photos,received_at,updated_at',
    )
    expect(row).toContain(`${claim.claim_no},Diterima,${registration.serial_no},`)
    const { json: events } = await rest('GET', '/events?limit=1&depth=0&sort=-starts_at')
    const signUp = await create('event-registrations', {
      event: events.docs[0].id,
      name: 'Ekspor Acara',
      email: `acara.csv.${Date.now()}@contoh.co.id`,
      phone: '081299990002',
      participants: 1,
      registration_code: `CSV-${Date.now()}`,
    })
    const registrations = await csvOf(`/event-registrations/export.csv?where[id][equals]=${signUp.id}`)
    expect(registrations.text).toContain('registration_code,event,event_starts_at,status')
    expect(registrations.text.split('\n')[1]).toMatch(/WIB/)
  })
})
