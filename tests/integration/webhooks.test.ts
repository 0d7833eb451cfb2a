import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { call, contractHeaders, staffAuthorization, staffLogin, baseUrl } from '../support/contract'
import { freshDataDir, startServer } from '../support/server'
import { startWebhookReceiver } from '../support/webhook-receiver'
import { verifySignature } from '@/server/webhooks/signature'
import { eventDataSchemas } from '@/server/webhooks/event-bodies'
import { personalDataEventTypes as personalTypes } from '@/lib/webhook-event-types'

/*
 * Webhooks out (issue 39) against a real receiving server started here: signed, stored before they are sent,
 * retried after a 500 and after a timeout, in order per record, and resent from the log.
 */
type Json = any // eslint-disable-line @typescript-eslint/no-explicit-any

async function cms(method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}/cms-api${path}`, {
    method,
    headers: {
      ...(await staffAuthorization()),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  })
  return { status: response.status, json: (await response.json()) as Json }
}

let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
let secret: string
let endpointId: number
beforeAll(async () => {
  receiver = await startWebhookReceiver()
  const created = await cms('POST', '/webhook-endpoints', {
    url: receiver.url,
    events: ['contact.received', 'warranty.claim_filed', 'warranty.claim_status_changed'],
  })
  expect(created.status).toBe(201)
  endpointId = created.json.doc.id
  secret = created.json.doc.secret
  expect(secret).toMatch(/^whsec_/)
})
afterAll(() => receiver.close())

const stamp = Date.now().toString(36)
const contact = (n: number) => ({
  name: 'Rina Kusuma',
  email: `rina.${stamp}.${n}@contoh.co.id`,
  phone: '081234567890',
  topic: 'Pengiriman',
  message: `Pesan uji webhook nomor ${n} (${stamp}).`,
})
const byEmail = (email: string) => (r: { body: string }) => JSON.parse(r.body).data.from?.email === email

describe('webhook endpoints', () => {
  it('take HTTPS only (plain HTTP to this machine only while the tests allow it), for administrators only', async () => {
    const plain = await cms('POST', '/webhook-endpoints', {
      url: 'http://crm.contoh.co.id/hook',
      events: ['contact.received'],
    })
    expect(plain.status).toBe(400)
    expect(JSON.stringify(plain.json)).toContain('Hanya alamat HTTPS.')
    const nonsense = await cms('POST', '/webhook-endpoints', { url: 'crm', events: ['contact.received'] })
    expect(nonsense.status).toBe(400)
    const anonymous = await fetch(`${baseUrl()}/cms-api/webhook-deliveries`)
    expect(anonymous.status).toBe(403)
    // Deliveries are written by the site alone: not even an administrator makes one up.
    const madeUp = await cms('POST', '/webhook-deliveries', {
      endpoint: endpointId,
      event_id: 'x',
      type: 'contact.received',
      record_key: 'x',
      body: {},
    })
    expect(madeUp.status).toBe(403)
  })
})

describe('webhook deliveries', () => {
  it('carry the event signed over timestamp and body, and are logged as delivered', async () => {
    const message = contact(1)
    const { json } = await call('POST', '/api/contact-us/add', { body: message })
    expect(json.is_ok).toBe(true)
    const [delivery] = await receiver.waitFor(1, byEmail(message.email))
    const body = JSON.parse(delivery!.body)
    expect(body).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      type: 'contact.received',
      occurred_at: expect.any(String),
      data: {
        topic: 'Pengiriman',
        message: message.message,
        from: { name: message.name, email: message.email },
      },
    })
    // The body is what the OpenAPI document's webhook section says it is.
    expect(eventDataSchemas['contact.received'].parse(body.data)).toEqual(body.data)
    expect(delivery!.headers['x-rumahloka-event-id']).toBe(body.id)
    const signature = delivery!.headers['x-rumahloka-signature'] as string
    expect(verifySignature(secret, signature, delivery!.body)).toBe(true)
    expect(verifySignature(secret, signature, delivery!.body.replace('Pengiriman', 'Pengirimam'))).toBe(false)
    expect(verifySignature('whsec_wrong', signature, delivery!.body)).toBe(false)

    const logged = await cms('GET', `/webhook-deliveries?where[event_id][equals]=${body.id}&depth=0`)
    await expect
      .poll(async () => (await cms('GET', `/webhook-deliveries/${logged.json.docs[0].id}?depth=0`)).json)
      .toMatchObject({ status: 'delivered', attempts: 1, last_status_code: 200 })

    // The event names the sender: an erasure for the address takes it from the feed and the log too.
    const kept = `where[subject_email][equals]=${message.email}&depth=0`
    expect((await cms('GET', `/integration-events?${kept}`)).json.totalDocs).toBe(1)
    const erased = await cms('POST', '/data-subject-requests', {
      email: message.email,
      action: 'erase',
      confirm_erase: true,
    })
    expect(erased.status).toBe(201)
    expect(erased.json.doc.result).toMatch(/integration-events: 1/)
    expect((await cms('GET', `/integration-events?${kept}`)).json.totalDocs).toBe(0)
    expect((await cms('GET', `/webhook-deliveries?${kept}`)).json.totalDocs).toBe(0)
  })

  it('retry a 500 and a timeout until the receiver takes them, then can be resent from the log', async () => {
    receiver.answerNext(500, 'hang')
    const message = contact(2)
    await call('POST', '/api/contact-us/add', { body: message })
    // A 500, then no answer within 2 s, then 200 (retries after 1 s and 6 s).
    const tries = await receiver.waitFor(3, byEmail(message.email), 40_000)
    expect(tries.map((t) => t.answered)).toEqual([500, 'hung', 200])
    expect(new Set(tries.map((t) => t.headers['x-rumahloka-event-id'])).size).toBe(1)
    const eventId = tries[0]!.headers['x-rumahloka-event-id']
    const logged = (await cms('GET', `/webhook-deliveries?where[event_id][equals]=${eventId}&depth=0`)).json
      .docs[0]
    await expect
      .poll(async () => (await cms('GET', `/webhook-deliveries/${logged.id}?depth=0`)).json, {
        timeout: 10_000,
      })
      .toMatchObject({ status: 'delivered', attempts: 3, last_status_code: 200 })

    const resent = await cms('POST', `/webhook-deliveries/${logged.id}/resend`)
    expect(resent.status).toBe(200)
    await receiver.waitFor(4, byEmail(message.email))
  })

  it('keep the order of one record: a later change waits while an earlier one is being retried', async () => {
    const registration = await cms('POST', '/warranty-registrations', {
      receipt_no: `STR-WH-${stamp}`,
      serial_no: `SNWH${stamp}`.toUpperCase(),
      product_name: 'Sofa uji',
      customer_name: 'Rina Kusuma',
      email: `rina.${stamp}@contoh.co.id`,
      phone: '081234567890',
      address: 'Jl. Melati No. 12, RT 03/RW 05',
      kelurahan: 'Bangka',
      kecamatan: 'Mampang Prapatan',
      city: 'Kota Administrasi Jakarta Selatan',
      province: 'Daerah Khusus Ibukota Jakarta',
      purchased_at: '2026-11-01T03:00:00.000Z',
      coverage_until: '2027-11-01T03:00:00.000Z',
    })
    expect(registration.status).toBe(201)
    const claimNo = `CLM-WH-${stamp}`
    receiver.answerNext(500)
    const claim = await cms('POST', '/warranty-claims', {
      claim_no: claimNo,
      registration: registration.json.doc.id,
      problem: 'Kaki sofa patah setelah dua minggu.',
      status: 'received',
    })
    expect(claim.status).toBe(201)
    for (const status of ['in-review', 'approved', 'done'])
      expect((await cms('PATCH', `/warranty-claims/${claim.json.doc.id}`, { status })).status).toBe(200)
    const ofClaim = (r: { body: string }) => JSON.parse(r.body).data.claim_no === claimNo
    const got = await receiver.waitFor(5, ofClaim, 40_000)
    const statuses = got.map((r) => [JSON.parse(r.body).type, JSON.parse(r.body).data.status, r.answered])
    expect(statuses).toEqual([
      ['warranty.claim_filed', 'received', 500],
      ['warranty.claim_filed', 'received', 200],
      ['warranty.claim_status_changed', 'in-review', 200],
      ['warranty.claim_status_changed', 'approved', 200],
      ['warranty.claim_status_changed', 'done', 200],
    ])
    expect(JSON.parse(got[0]!.body).data).toMatchObject({
      claim_no: claimNo,
      receipt_no: `STR-WH-${stamp}`,
      owner: { name: 'Rina Kusuma', phone: '081234567890' },
    })
  })

  it('survive a restart: a delivery still to be retried when the server is killed goes out once it is back', async () => {
    const port = Number(process.env.INTEGRATION_PORT || 3210) + 41
    const dataDir = freshDataDir('webhook-restart')
    const env = {
      WEBHOOKS_ALLOW_HTTP_LOOPBACK: 'true',
      WEBHOOK_RETRY_BASE_SECONDS: '2',
      WEBHOOK_POLL_SECONDS: '1',
    }
    const origin = `http://127.0.0.1:${port}`
    let server = await startServer(port, dataDir, env)
    try {
      const auth = await staffLogin(origin)
      const endpoint = await fetch(`${origin}/cms-api/webhook-endpoints`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ url: receiver.url, events: ['contact.received'] }),
      })
      expect(endpoint.status).toBe(201)
      receiver.answerNext(500)
      const message = contact(3)
      const sent = await fetch(`${origin}/api/contact-us/add`, {
        method: 'POST',
        headers: { ...contractHeaders, 'content-type': 'application/json' },
        body: JSON.stringify(message),
      })
      expect(((await sent.json()) as Json).is_ok).toBe(true)
      await receiver.waitFor(1, byEmail(message.email))
      // Killed outright once the failed attempt is recorded, before its retry (2 s later). Killed before the
      // record, the delivery would wait out its claim's lease (60 s) instead: on PostgreSQL the kill often
      // came first, and the test took 65 s.
      const recorded = async () => {
        const url = `${origin}/cms-api/webhook-deliveries?depth=0&where[attempts][equals]=1`
        return ((await (await fetch(url, { headers: auth })).json()) as Json).totalDocs as number
      }
      for (let i = 0; i < 100 && (await recorded()) === 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 50))
      server.kill('SIGKILL')
      await new Promise((resolve) => server.once('exit', resolve))
      server = await startServer(port, dataDir, {
        ...env,
        ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
      })
      // A slow machine needs the restart and the retry's pause both: 90 s, not the receiver's 30.
      const tries = await receiver.waitFor(2, byEmail(message.email), 90_000)
      expect(tries.map((t) => t.answered)).toEqual([500, 200])
      expect(tries[1]!.headers['x-rumahloka-event-id']).toBe(tries[0]!.headers['x-rumahloka-event-id'])
    } finally {
      server.kill('SIGTERM')
    }
    // Two server starts: on PostgreSQL each copies its database first.
  }, 120_000)
})

describe('GET /integration/v1/events', () => {
  async function integration(scopes: string[], eventTypes: string[] = []) {
    const created = await cms('POST', '/integrations', {
      name: `Feed ${stamp} ${scopes} ${eventTypes.length} ${Math.random()}`,
      scopes,
      event_types: eventTypes,
    })
    expect(created.status).toBe(201)
    const key = (await cms('POST', `/integrations/${created.json.doc.id}/key`)).json.key as string
    return { id: created.json.doc.id as number, name: created.json.doc.name as string, key }
  }
  const key = async (scopes: string[], eventTypes: string[] = []) =>
    (await integration(scopes, eventTypes)).key
  /** Every event the key reads from the start, all pages. */
  async function readAll(key: string, query = '') {
    const seen: Json[] = []
    for (let after: string | null = null, more = true; more;) {
      const { status, json } = await read(key, `?limit=500${after ? `&after=${after}` : ''}${query}`)
      expect(status).toBe(200)
      seen.push(...json.events)
      ;[after, more] = [json.next_cursor, json.has_more]
    }
    return seen
  }
  const read = async (key: string, query = '') => {
    const response = await fetch(`${baseUrl()}/integration/v1/events${query}`, {
      headers: { authorization: `Bearer ${key}` },
    })
    return { status: response.status, json: (await response.json()) as Json, headers: response.headers }
  }

  it('gives every event once, oldest first, a page at a time after a cursor, once it has settled', async () => {
    const reader = await key(['events:read'], ['contact.received', 'warranty.claim_status_changed'])
    const message = contact(4)
    await call('POST', '/api/contact-us/add', { body: message })
    // Not at once: an event is listed once older than any write in flight (1 s on the test server). Every
    // event listed is that old when read; on a loaded machine the read may come later than 1 s after the
    // message and list it (seen in CI), so the message itself is not required to be missing.
    const fresh: Json[] = []
    for (let after: string | null = null, more = true; more;) {
      const { json } = await read(reader, `?limit=500${after ? `&after=${after}` : ''}`)
      fresh.push(...json.events)
      ;[after, more] = [json.next_cursor, json.has_more]
    }
    const readAt = Date.now()
    for (const event of fresh)
      expect(readAt - Date.parse(event.occurred_at), event.id).toBeGreaterThanOrEqual(1000)
    await new Promise((resolve) => setTimeout(resolve, 1200))
    const seen: Json[] = []
    let cursor: string | null = null
    for (let page = 0; page < 1000; page++) {
      const { status, json, headers } = await read(reader, `?limit=2${cursor ? `&after=${cursor}` : ''}`)
      expect(status).toBe(200)
      expect(headers.get('cache-control')).toBe('private, no-store')
      expect(json.events.length).toBeLessThanOrEqual(2)
      seen.push(...json.events)
      cursor = json.next_cursor
      if (!json.has_more) break
    }
    expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length)
    const times = seen.map((e) => Date.parse(e.occurred_at))
    expect([...times].sort((a, b) => a - b)).toEqual(times)
    expect(seen.find((e) => e.data.from?.email === message.email)).toMatchObject({ type: 'contact.received' })
    // Past the last one: nothing new, and the cursor stays put.
    expect((await read(reader, `?after=${cursor}`)).json).toEqual({
      events: [],
      next_cursor: cursor,
      has_more: false,
    })
  })

  it('needs the events:read scope and a cursor it gave', async () => {
    const writer = await key(['receipts:write'])
    expect((await read(writer)).json.error.code).toBe('missing_scope')
    const reader = await key(['events:read'], ['refund.decided'])
    const bad = await read(reader, '?after=yesterday')
    expect(bad).toMatchObject({ status: 400, json: { error: { code: 'invalid_request' } } })
    expect((await read(reader, '?limit=501')).status).toBe(400)
  })

  it('gives a key only the event types granted to it: never one naming a person unless granted', async () => {
    // Keys that held events:read before grants keep exactly these (the migration); more are granted.
    const plain = await integration(['events:read'], ['warranty.claim_status_changed', 'refund.decided'])
    const granted = await integration(['events:read'], ['contact.received'])
    const message = contact(7)
    await call('POST', '/api/contact-us/add', { body: message })
    // Waits on the granted key seeing the message's event (settled after 1 s on the test server).
    let event: Json
    await vi.waitFor(
      async () => {
        event = (await readAll(granted.key)).find((e) => e.data.from?.email === message.email)
        expect(event).toMatchObject({ type: 'contact.received', data: { message: message.message } })
      },
      { timeout: 15_000, interval: 250 },
    )
    const plainSeen = await readAll(plain.key)
    expect(plainSeen.filter((e) => personalTypes.has(e.type))).toEqual([])
    expect(plainSeen.find((e) => e.id === event.id)).toBeUndefined()
    // The granted key's reads are in the personal-data audit log, naming it; the other key's are not.
    const audit = async (id: number) =>
      (await cms('GET', `/personal-data-audit?where[integration][equals]=${id}&limit=100&depth=0`)).json.docs
    const [entry] = await audit(granted.id)
    expect(entry).toMatchObject({
      integration: granted.id,
      integration_name: granted.name,
      collection_slug: 'integration-events',
      operation: 'read',
      note: 'GET /integration/v1/events',
    })
    const [stored] = (await cms('GET', `/integration-events?where[event_id][equals]=${event.id}&depth=0`))
      .json.docs
    const named = (await audit(granted.id)).flatMap((e: Json) => String(e.doc_ids).split(', '))
    expect(named).toContain(String(stored.id))
    expect(await audit(plain.id)).toEqual([])
  })

  it('refuses a type the key was not granted, naming it, and narrows to the granted types asked for', async () => {
    const reader = await key(['events:read'], ['contact.received', 'refund.decided'])
    const refused = await read(reader, '?types=refund.decided,newsletter.confirmed')
    expect(refused).toMatchObject({
      status: 403,
      json: {
        error: {
          code: 'event_type_not_granted',
          message:
            'This key is not granted the event type newsletter.confirmed; an administrator grants event types ' +
            'in /admin (Settings, Integrations).',
        },
      },
    })
    const unknown = await read(reader, '?types=contact.sent')
    expect(unknown.status).toBe(400)
    expect(unknown.json.error.message).toMatch(/^types: a comma-separated list of event types/)
    const narrowed = await readAll(reader, '&types=refund.decided')
    expect(narrowed.every((e) => e.type === 'refund.decided')).toBe(true)
    expect((await readAll(reader)).some((e) => e.type === 'contact.received')).toBe(true)
    // A key with events:read names its types: none is refused with the field's message.
    const none = await cms('POST', '/integrations', { name: `Feed ${stamp} none`, scopes: ['events:read'] })
    expect(none.status).toBe(400)
    expect(JSON.stringify(none.json)).toContain('Pilih jenis kejadian yang boleh dibaca kunci ini')
  })
})
