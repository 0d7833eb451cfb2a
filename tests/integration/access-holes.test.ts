import { spawn } from 'node:child_process'
import path from 'node:path'

import { Secret, TOTP } from 'otpauth'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { cms } from '../support/cms'
import { baseUrl, call, linkToken, staffFind } from '../support/contract'
import { codeIn, mailCount, waitForMail } from '../support/mailbox'

/*
 * The access holes an independent review found (issue 38), each replayed over HTTP: every one of these failed
 * before its fix.
 */
type Json = any // eslint-disable-line @typescript-eslint/no-explicit-any

const admin = { email: process.env.TEST_ADMIN_EMAIL!, password: process.env.TEST_ADMIN_PASSWORD! }
let clients = 0
const nextClient = () => `198.18.${Math.floor(++clients / 250)}.${clients % 250}`

async function login(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl()}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient(), ...headers },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Json, headers: response.headers }
}

const rest = cms

/** A staff account of a role, signed in. */
async function staffOf(role: 'editor' | 'privacy') {
  const email = `${role}-${Date.now()}-${clients}@rumahloka.test`
  const password = `${role}-pass-${Date.now()}`
  const created = await rest('POST', '/users', undefined, { email, password, role })
  expect(created.status).toBe(201)
  const session = await login({ email, password })
  return { email, password, id: created.json.doc.id, auth: { Authorization: `JWT ${session.body.token}` } }
}

let editor: Awaited<ReturnType<typeof staffOf>>
let officer: Awaited<ReturnType<typeof staffOf>>
beforeAll(async () => {
  editor = await staffOf('editor')
  officer = await staffOf('privacy')
})

describe('versions hold what their documents hold (item 1)', () => {
  it('an editor reads no warranty registrant through the versions API; the personal-data officer does', async () => {
    const stamp = Date.now()
    const created = await rest('POST', '/warranty-registrations', undefined, {
      receipt_no: `AH-${stamp}`,
      serial_no: `AH-SN-${stamp}`,
      product_name: 'Sofa Uji',
      customer_name: 'Pemilik Lama',
      email: `pemilik.lama.${stamp}@contoh.co.id`,
      phone: '081200002222',
      address: 'Jl. Rahasia 7',
      kelurahan: 'Menteng',
      kecamatan: 'Menteng',
      city: 'Jakarta Pusat',
      province: 'DKI Jakarta',
      purchased_at: new Date().toISOString(),
      coverage_until: new Date(Date.now() + 365 * 86_400_000).toISOString(),
    })
    expect(created.status).toBe(201)
    const id = created.json.doc.id
    await rest('PATCH', `/warranty-registrations/${id}`, undefined, { customer_name: 'Pemilik Baru' })
    const versions = await rest('GET', `/warranty-registrations/versions?depth=0&where[parent][equals]=${id}`)
    expect(versions.json.totalDocs).toBeGreaterThan(0)
    const versionId = versions.json.docs[0].id

    for (const path of [
      '/warranty-registrations/versions?depth=0',
      `/warranty-registrations/versions/${versionId}?depth=0`,
      '/self-service-forms/versions?depth=0',
    ]) {
      const answer = await rest('GET', path, editor.auth)
      if (path.startsWith('/self-service-forms')) expect(answer.status).toBe(200)
      else {
        expect([path, answer.status]).toEqual([path, 403])
        expect(answer.text).not.toContain('Jl. Rahasia 7')
      }
    }
    expect((await rest('GET', `/warranty-registrations/versions/${versionId}`, officer.auth)).status).toBe(
      200,
    )
    // Nobody signed out reads versions of anything.
    for (const path of ['/warranty-registrations/versions', '/self-service-forms/versions'])
      expect((await rest('GET', path, null)).status).toBe(403)
  })
})

describe('data-subject exports carry no usable secret (item 2)', () => {
  it('has no verification code, customer link or voucher code in it', async () => {
    const voucher = (
      await staffFind('vouchers', {
        and: [{ status: { equals: 'active' } }, { issued_to_email: { exists: true } }],
      })
    ).docs.at(-1)
    const email = voucher.issued_to_email as string
    // The officer has the site send the customer a code.
    const after = await mailCount(email)
    const form = new FormData()
    form.set('validemail', email)
    form.set('purpose', 'pdp')
    expect((await call('POST', '/apiverify/verificationemail', { form })).json.is_ok).toBe(true)
    const code = codeIn(await waitForMail(email, 'Kode verifikasi', { after }))

    const request = await rest('POST', '/data-subject-requests', officer.auth, { email, action: 'export' })
    expect(request.status).toBe(201)
    const download = await fetch(
      `${baseUrl()}/cms-api/data-subject-requests/${request.json.doc.id}/export.json`,
      {
        headers: officer.auth,
      },
    )
    expect(download.status).toBe(200)
    const file = await download.text()
    const exported = JSON.parse(file)
    expect(exported.data.vouchers.length).toBeGreaterThan(0)
    expect(exported.data['email-verifications'].length).toBeGreaterThan(0)
    expect(file).not.toContain(code)
    expect(file).not.toContain(voucher.code)
    expect(file).not.toContain(linkToken(voucher))
    expect(file).not.toMatch(/customer_link|code_hash|https?:\/\//)
  })
})

describe('a code check says nothing about the address (item 3)', () => {
  const send = (email: string) => {
    const form = new FormData()
    form.set('validemail', email)
    form.set('purpose', 'pdp')
    return call('POST', '/apiverify/verificationemail', { form })
  }
  const check = (challenge: string, code: string, email: string) => {
    const form = new FormData()
    form.set('challenge', challenge)
    form.set('validtoken', code)
    form.set('validemail', email)
    return call('POST', '/apiverify/verificationemail', { form })
  }

  it('answers a wrong address exactly as a wrong code, and counts it as an attempt', async () => {
    const email = `pemilik.${Date.now()}@contoh.co.id`
    const sent = await send(email)
    const code = codeIn(await waitForMail(email, 'Kode verifikasi'))
    const wrong = code === '000000' ? '111111' : '000000'
    const challenge = sent.json.data.challenge
    const guessed = await check(challenge, wrong, `tebakan.${Date.now()}@contoh.co.id`)
    const right = await check(challenge, wrong, email)
    expect(guessed.json.message).toBe('Kode verifikasi salah. Sisa 4 kali percobaan.')
    expect(right.json.message).toBe('Kode verifikasi salah. Sisa 3 kali percobaan.')
    // Even the right code with a wrong address proves nothing and costs a try.
    const rightCodeWrongAddress = await check(challenge, code, `lain.${Date.now()}@contoh.co.id`)
    expect(rightCodeWrongAddress.json).toMatchObject({
      is_ok: false,
      message: 'Kode verifikasi salah. Sisa 2 kali percobaan.',
    })
    expect((await check(challenge, code, email)).json.is_ok).toBe(true)
  })
})

describe('a voucher code comes only with its claim (item 5 and the review after it)', () => {
  it('is not in a customer link, nor readable or redirectable by the personal-data officer', async () => {
    const voucher = (await staffFind('vouchers', { status: { equals: 'active' } })).docs.at(-2)
    const token = linkToken(voucher)
    // A link's token is signed, not encrypted: it names the voucher by id.
    const claims = Buffer.from(token.split('.')[1]!, 'base64url').toString()
    expect(claims).not.toContain(voucher.code)
    expect(
      (await call('POST', '/apivoucher/api/voucherValidation', { body: { token } })).json.data,
    ).toMatchObject({ title: voucher.title, code: null })
    // The officer reads the record but neither its code nor a link, and cannot point it at another address.
    const read = await rest('GET', `/vouchers/${voucher.id}?depth=0`, officer.auth)
    expect(read.status).toBe(200)
    expect(read.json.issued_to_email).toBe(voucher.issued_to_email)
    expect(read.json.code).toBeUndefined()
    expect(read.json.customer_link).toBeUndefined()
    const list = await rest('GET', '/voucher-claims?limit=5&depth=0', officer.auth)
    expect(list.text).not.toMatch(/"code":"[A-Z0-9]{10,}"/)
    const moved = await rest('PATCH', `/vouchers/${voucher.id}`, officer.auth, {
      issued_to_email: 'penyerang@contoh.co.id',
    })
    expect(moved.status).toBe(403)
    const receipt = (await staffFind('sales-receipts', { customer_email: { exists: true } })).docs[0]
    expect(
      (await rest('GET', `/sales-receipts/${receipt.id}?depth=0`, officer.auth)).json.customer_link,
    ).toBeUndefined()
    expect(
      (
        await rest('PATCH', `/sales-receipts/${receipt.id}`, officer.auth, {
          customer_email: 'penyerang@contoh.co.id',
        })
      ).status,
    ).toBe(403)
    expect((await staffFind('vouchers', { id: { equals: voucher.id } })).docs[0].issued_to_email).toBe(
      voucher.issued_to_email,
    )
  })

  it("lets only administrators take a customer's return decision by number", async () => {
    const pending = (await staffFind('returns', { status: { equals: 'pending' } })).docs.at(-1)
    const byOfficer = await call('POST', '/apirefund/GetResponseApproval', {
      body: { return_no: pending.return_no, decision: 'rejected' },
      headers: officer.auth,
    })
    expect(byOfficer.json.is_ok).toBe(false)
    expect((await staffFind('returns', { id: { equals: pending.id } })).docs[0].status).toBe('pending')
  })
})

describe('the anonymous /cms-api page bound (item 6)', () => {
  it('clamps a negative limit as it clamps 0', async () => {
    for (const limit of ['-1', '0', '-5', '1e9']) {
      const answer = await rest('GET', `/products?limit=${limit}&depth=0`, null)
      expect([limit, answer.status, answer.json.docs.length <= 100]).toEqual([limit, 200, true])
    }
  })
})

describe('unlocking staff accounts (item 8)', () => {
  it('is for administrators only', async () => {
    for (const who of [editor, officer]) {
      const answer = await rest('POST', '/users/unlock', who.auth, { email: admin.email })
      expect(answer.status).toBe(403)
    }
    expect((await rest('POST', '/users/unlock', null, { email: admin.email })).status).toBe(403)
    expect((await rest('POST', '/users/unlock', undefined, { email: editor.email })).status).toBe(200)
  })
})

describe('second factor of a staff account (item 9)', () => {
  it('locks after 5 wrong codes from any addresses, with its own message', async () => {
    const email = `totp-lock-${Date.now()}@rumahloka.test`
    const password = 'totp-lock-pass-12345'
    await rest('POST', '/users', undefined, { email, password, role: 'editor' })
    const auth = { Authorization: `JWT ${(await login({ email, password })).body.token}` }
    const setup = await rest('POST', '/users/totp/setup', auth, {})
    const totp = new TOTP({ secret: Secret.fromBase32(setup.json.secret), digits: 6, period: 30 })
    expect((await rest('POST', '/users/totp/enable', auth, { code: totp.generate() })).status).toBe(200)
    const next = () => totp.generate({ timestamp: Date.now() + 30_000 })
    const wrong = () => (next() === '000000' ? '111111' : '000000')

    const refusal = await login({ email, password, totp: wrong() })
    expect(refusal.status).toBe(401)
    expect(JSON.stringify(refusal.body)).toContain('Kode autentikator salah')
    // Each from its own address: the address throttle never comes into it.
    for (let i = 0; i < 4; i++) expect((await login({ email, password, totp: wrong() })).status).toBe(401)
    const locked = await login({ email, password, totp: next() })
    expect(locked.status).toBe(429)
    expect(JSON.stringify(locked.body)).toContain('Terlalu banyak kode autentikator yang salah')
    expect(JSON.stringify(locked.body)).not.toContain('unknown error')
    // A stolen session cannot guess its way to turning the second step off either.
    const off = await rest('POST', '/users/totp/disable', auth, { code: next() })
    expect(off.status).toBe(429)
  })
})

describe('a password reset proves only the mailbox (review)', () => {
  it('gives an account with two-step sign-in its new password but no session', async () => {
    const email = `reset-totp-${Date.now()}@rumahloka.test`
    const password = 'reset-totp-pass-123'
    await rest('POST', '/users', undefined, { email, password, role: 'editor' })
    const auth = { Authorization: `JWT ${(await login({ email, password })).body.token}` }
    const setup = await rest('POST', '/users/totp/setup', auth, {})
    const totp = new TOTP({ secret: Secret.fromBase32(setup.json.secret), digits: 6, period: 30 })
    expect((await rest('POST', '/users/totp/enable', auth, { code: totp.generate() })).status).toBe(200)
    const after = await mailCount(email)
    await fetch(`${baseUrl()}/cms-api/users/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
      body: JSON.stringify({ email }),
    })
    const mail = await waitForMail(email, /./, { after })
    const token = (mail.text + mail.html).match(/\/admin\/reset\/([\w-]+)/)![1]
    const reset = await fetch(`${baseUrl()}/cms-api/users/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
      body: JSON.stringify({ token, password: 'reset-totp-baru-456' }),
    })
    expect(reset.status).toBe(200)
    expect(((await reset.json()) as Json).token).toBeUndefined()
    expect(reset.headers.get('set-cookie') ?? '').not.toMatch(/payload-token=[^;\s]/)
    // The new password works, with the code, as any sign-in.
    const signIn = await login({
      email,
      password: 'reset-totp-baru-456',
      totp: totp.generate({ timestamp: Date.now() + 30_000 }),
    })
    expect([signIn.status, signIn.body]).toMatchObject([200, {}])
  })
})

describe('event registrations staff cannot reorder (review)', () => {
  it('keeps confirmed_at, the order of gift places, out of staff hands', async () => {
    const { docs: events } = await staffFind('events', { capacity: { greater_than: 5 } })
    const created = await rest('POST', '/event-registrations', undefined, {
      event: events[0].id,
      status: 'registered',
      name: 'Urutan Hadiah',
      email: `urutan.${Date.now()}@contoh.co.id`,
      phone: '081200003333',
      participants: 1,
      registration_code: `EV${events[0].id}-AH${Date.now() % 10000}`,
    })
    expect(created.status).toBe(201)
    const registration = created.json.doc
    expect(registration.confirmed_at).toBeTruthy()
    const moved = await rest('PATCH', `/event-registrations/${registration.id}`, officer.auth, {
      confirmed_at: '2020-01-01T00:00:00.000Z',
    })
    expect(moved.status).toBe(200)
    const after = (await staffFind('event-registrations', { id: { equals: registration.id } })).docs[0]
    expect(after.confirmed_at).toBe(registration.confirmed_at)
  })
})

describe('the staff session cookie (item 10)', () => {
  it('is Secure when the site is served over https, and not on plain http', async () => {
    const plain = await login(admin)
    expect(plain.status).toBe(200)
    expect(plain.headers.get('set-cookie')).toMatch(/payload-token=/)
    expect(plain.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i)
    // Behind the trusted proxy of the test server, which says the browser talks https.
    const https = await login(admin, { 'x-forwarded-proto': 'https' })
    expect(https.headers.get('set-cookie')).toMatch(/payload-token=[^;]+;.*Secure/i)
    const out = await fetch(`${baseUrl()}/cms-api/users/logout`, {
      method: 'POST',
      headers: { Authorization: `JWT ${https.body.token}`, 'x-forwarded-proto': 'https' },
    })
    expect(out.headers.get('set-cookie') ?? '; Secure').toMatch(/Secure/i)
  })
})

describe('one mailbox has one budget of codes (item 12)', () => {
  const send = (email: string, client: string) => {
    const form = new FormData()
    form.set('validemail', email)
    form.set('purpose', 'pdp')
    return call('POST', '/apiverify/verificationemail', { form, headers: { 'x-forwarded-for': client } })
  }

  it('counts plus-tagged and dotted addresses of one inbox together: 5 per client, 20 from all', async () => {
    const base = `banjir.${Date.now()}`
    const one = [] as { is_ok: boolean; message: string }[]
    for (let i = 1; i <= 6; i++) one.push((await send(`${base}+${i}@contoh.co.id`, '198.19.0.1')).json)
    expect(one.slice(0, 5).every((a) => a.is_ok)).toBe(true)
    expect(one[5]).toMatchObject({
      is_ok: false,
      message: expect.stringContaining('Terlalu banyak permintaan kode untuk alamat ini'),
    })
    const gmail = `banjir${Date.now()}`
    const many = [] as { is_ok: boolean }[]
    for (let i = 1; i <= 21; i++)
      many.push(
        (
          await send(
            `${gmail.slice(0, (i % 5) + 1)}.${gmail.slice((i % 5) + 1)}+${i}@gmail.com`,
            `198.19.1.${i}`,
          )
        ).json,
      )
    expect(many.slice(0, 20).every((a) => a.is_ok)).toBe(true)
    expect(many[20]!.is_ok).toBe(false)
  })
})

describe('staff password reset without SMTP', () => {
  it('prints a one-time link from a command on the server that sets a new password', async () => {
    const email = `lupa-${Date.now()}@rumahloka.test`
    await rest('POST', '/users', undefined, { email, password: 'lupa-pass-lama-123', role: 'editor' })
    const output = await new Promise<{ code: number | null; text: string }>((resolve) => {
      const child = spawn(process.execPath, [path.resolve('scripts/staff-password-reset.mjs'), email], {
        env: {
          ...process.env,
          DATA_DIR: inject('dataDir'),
          ...(inject('databaseUrl') ? { DATABASE_URL: inject('databaseUrl') } : {}),
        },
      })
      let text = ''
      child.stdout.on('data', (chunk) => (text += chunk))
      child.stderr.on('data', (chunk) => (text += chunk))
      child.on('exit', (code) => resolve({ code, text }))
    })
    expect(output.code).toBe(0)
    const token = output.text.match(/\/admin\/reset\/([\w-]+)/)?.[1]
    expect(token).toBeTruthy()
    const reset = await fetch(`${baseUrl()}/cms-api/users/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
      body: JSON.stringify({ token, password: 'lupa-pass-baru-456' }),
    })
    expect(reset.status).toBe(200)
    expect((await login({ email, password: 'lupa-pass-baru-456' })).status).toBe(200)
    // Once: the same link does not work again.
    const again = await fetch(`${baseUrl()}/cms-api/users/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
      body: JSON.stringify({ token, password: 'lupa-pass-ketiga-789' }),
    })
    expect(again.status).toBeGreaterThanOrEqual(400)
  }, 120_000)
})
