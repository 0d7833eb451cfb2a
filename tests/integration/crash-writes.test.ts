import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contractHeaders, pngBytes, staffLogin, warrantyOwner } from '../support/contract'
import { codeIn, mailCount, waitForMail } from '../support/mailbox'
import { testSecrets } from '../support/secrets'
import { freshDataDir, startServer } from '../support/server'
import { startWebhookReceiver } from '../support/webhook-receiver'

/**
 * Writes that survive a crash whole (issue 41): the server is killed outright (SIGKILL, from inside) at fixed
 * points of each multi-step write, switched on by TEST_CRASH_AT; it starts again on the same data, and the
 * same request, repeated, completes the write: its record, its status, its e-mail (exactly one) and its
 * webhook. Each start names the next point, so one start both finishes the last write and cuts off the next;
 * the writes follow one another so that no repeat passes the point the server was started with.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any
const port = Number(process.env.INTEGRATION_PORT || 3210) + 75
const origin = `http://127.0.0.1:${port}`
const env = {
  SMTP_URL: `smtp://127.0.0.1:${Number(process.env.INTEGRATION_SMTP_PORT || 3225)}`,
  MAIL_POLL_SECONDS: '1',
  TRUST_PROXY: 'true',
  WEBHOOKS_ALLOW_HTTP_LOOPBACK: 'true',
  WEBHOOK_POLL_SECONDS: '1',
  RATE_LIMIT_WRITES_PER_MINUTE: '100000',
  // Scheduled publishes looked for every second; one cut off is run again 5 s later (step 15).
  SCHEDULED_PUBLISH_CRON: '* * * * * *',
  STALE_PUBLISH_JOB_SECONDS: '5',
}
const stamp = Date.now().toString(36)

let server: Awaited<ReturnType<typeof startServer>> | null = null
let dataDir = ''
let databaseUrl = ''
let staff: Record<string, string> = {}
let client = 0

/** (Re)starts the server on the same data, with the fault point `crashAt` switched on (or none). */
async function start(crashAt?: string) {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  server = await startServer(port, dataDir, {
    ...env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(crashAt ? { TEST_CRASH_AT: crashAt } : {}),
  })
  databaseUrl ||= server.databaseUrl
}

/** A call of the contract from a shopper's browser (each from its own address, so no limit interferes). */
async function post(path: string, body: Record<string, unknown> | FormData, headers = {}) {
  const form = body instanceof FormData
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      ...contractHeaders,
      'x-forwarded-for': `10.9.${Math.floor(++client / 250)}.${client % 250}`,
      ...(form ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: form ? body : JSON.stringify(body),
  })
  return (await response.json()) as Json
}

/** Sends the request the running server must die in: no answer comes, and the process is gone. */
async function crashes(request: () => Promise<unknown>) {
  const exited = new Promise((resolve) => server!.once('exit', (_code, signal) => resolve(signal)))
  await expect(request()).rejects.toThrow()
  expect(await exited).toBe('SIGKILL')
}

async function cms(path: string, init: { method?: string; body?: unknown } = {}): Promise<Json> {
  const response = await fetch(`${origin}/cms-api${path}`, {
    method: init.method ?? 'GET',
    headers: { ...staff, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return response.json()
}
const find = (collection: string, where: Record<string, string>) =>
  cms(`/${collection}?depth=1&limit=100&${new URLSearchParams(where)}`)

/** How many Outbox messages are the one message of `once` (queueMail's key): a finished write has one. */
const queued = async (once: string) =>
  (await find('outbox', { 'where[once_key][like]': once })).totalDocs as number

async function proveCode(email: string, send: () => Promise<Json>) {
  const after = await mailCount(email)
  const sent = await send()
  expect(sent.is_ok).toBe(true)
  const form = new FormData()
  form.set('challenge', sent.data.challenge ?? sent.data.verification.challenge)
  form.set('validtoken', codeIn(await waitForMail(email, 'Kode verifikasi', { after })))
  const proof = await post('/apiverify/verificationemail', form)
  expect(proof.is_ok).toBe(true)
  return proof.data.verification_token as string
}

describe('writes that survive a crash whole', () => {
  const receiver = { current: null as Awaited<ReturnType<typeof startWebhookReceiver>> | null }
  beforeAll(async () => {
    dataDir = freshDataDir('crash-writes')
    receiver.current = await startWebhookReceiver()
    await start('refund.after-approval')
    staff = await staffLogin(origin)
  }, 90_000)
  afterAll(async () => {
    if (server?.exitCode === null) server.kill('SIGTERM')
    await receiver.current?.close()
  })

  it('finishes each cut-off write when its request is repeated, with one e-mail and one event each', async () => {
    const returns = (await find('returns', { 'where[status][equals]': 'pending' })).docs.filter(
      (r: Json) => r.receipt?.customer_email,
    )
    expect(returns.length).toBeGreaterThanOrEqual(4)
    const [refundA, refundB, refundC, refundD] = returns
    const decide = (r: Json) =>
      post('/apirefund/GetResponseApproval', {
        token: r.customer_link.split('/').pop(),
        decision: 'approved',
      })
    const decided = async (r: Json) => {
      const answer = await decide(r)
      if (!answer.is_ok) console.log((server as unknown as { output: string }).output.slice(-4000))
      expect(answer, answer.message).toMatchObject({ is_ok: true, data: { status: 'approved' } })
      expect((await cms(`/returns/${r.id}?depth=0`)).status).toBe('approved')
      expect(await queued(`refund-decided:${r.return_no}`)).toBe(1)
    }

    // 1. A refund decision cut off after its decision was recorded: the return still waits, no e-mail.
    await crashes(() => decide(refundA))

    // 2. A voucher claim cut off after the claim was recorded, before the e-mail and the voucher's status.
    await start('voucher.after-claim')
    await decided(refundA)
    const voucher = (
      await find('vouchers', {
        'where[status][equals]': 'active',
        'where[issued_to_email][exists]': 'true',
        'where[valid_until][greater_than]': new Date().toISOString(),
      })
    ).docs[0]
    const voucherToken = voucher.customer_link.split('/').pop()
    const voucherProof = await proveCode(voucher.issued_to_email, () =>
      post('/apivoucher/api/voucherValidation', { token: voucherToken, action: 'send_code' }),
    )
    const claim = () =>
      post('/apivoucher/api/voucherValidation', {
        token: voucherToken,
        action: 'claim',
        verification_token: voucherProof,
      })
    await crashes(claim)

    // 3. A refund decision cut off after its e-mail was queued, before the return's status.
    await start('refund.before-status')
    expect(await claim()).toMatchObject({ is_ok: true, data: { status: 'claimed', code: voucher.code } })
    expect((await cms(`/vouchers/${voucher.id}?depth=0`)).status).toBe('claimed')
    expect(await queued(`voucher-claimed:${voucher.code}`)).toBe(1)
    await crashes(() => decide(refundB))

    // 4. A warranty registration cut off after its row, before its e-mail.
    await start('warranty-registration.before-mail')
    await decided(refundB)
    const receipt = (await find('sales-receipts', { 'where[receipt_no][equals]': 'STR-2026-00002' })).docs[0]
    const line = {
      receipt_no: receipt.receipt_no,
      serial_no: receipt.items.find((r: Json) => r.serial_no).serial_no,
    }
    const warrantyProof = await proveCode(receipt.customer_email, () =>
      post('/apiwarranty/warranty/VALIDATE_WARRANTY_RECEIVE', line),
    )
    const owner = warrantyOwner(`crash.${stamp}@contoh.co.id`)
    const register = () =>
      post('/apiwarranty/warranty/REGISTER_WARRANTY', {
        ...line,
        ...owner,
        verification_token: warrantyProof,
      })
    await crashes(register)

    // 5. An event registration cut off after its row, before its confirmation link.
    await start('event-registration.before-link')
    const registered = await register()
    expect(registered).toMatchObject({ is_ok: true, data: { serial_no: line.serial_no } })
    const registration = (
      await find('warranty-registrations', { 'where[serial_no][equals]': line.serial_no })
    ).docs[0]
    expect(await queued(`warranty-registered:${registration.id}:`)).toBe(1)
    const events = await fetch(`${origin}/api/event/list?page_size=100`, { headers: contractHeaders })
    const open = ((await events.json()) as Json).data.events.find((e: Json) => e.seats_left >= 4)
    const attendee = {
      event_slug: open.slug,
      name: 'Siti Rahma',
      email: `crash.event.${stamp}@contoh.co.id`,
      phone: '0812 3456 7890',
      participants: 2,
      consent: true,
    }
    const signUp = () => post('/api/event/insert/event/register', attendee)
    await crashes(signUp)

    // 6. A warranty claim cut off after its photos were stored, before the claim.
    await start('warranty-claim.after-photos')
    expect(await signUp()).toMatchObject({ is_ok: true, data: { status: 'pending' } })
    const request = await waitForMail(attendee.email, 'Konfirmasi pendaftaran event')
    const claimForm = (problem: string) => {
      const form = new FormData()
      form.set('receipt_no', line.receipt_no)
      form.set('serial_no', line.serial_no)
      form.set('problem', problem)
      form.set('problem_category', 'structure')
      form.set('started_on', new Date(Date.now() - 86_400_000).toISOString().slice(0, 10))
      form.set('contact_time', 'morning')
      form.set('verification_token', warrantyProof)
      form.append('photos', new Blob([pngBytes], { type: 'image/png' }), 'kaki.png')
      return form
    }
    const fileClaim = (problem: string) => post('/apiwarranty/warranty/CLAIM_WARRANTY', claimForm(problem))
    const firstProblem = 'Kaki kursi patah setelah dua minggu dipakai dengan wajar.'
    await crashes(() => fileClaim(firstProblem))

    // 7. An event confirmation cut off after its seats were taken, before its code and calendar file.
    await start('event-confirmation.before-mail')
    const filed = await fileClaim(firstProblem)
    expect(filed).toMatchObject({ is_ok: true, data: { status: 'received' } })
    expect(await queued(`warranty-claim:${filed.data.claim_no}`)).toBe(1)
    const [, c, k] = request.text.match(/https?:\/\/\S+\/konfirmasi-event\?c=(\S+?)&k=(\d{6})/)!
    const confirm = () =>
      post('/api/event/insert/event/confirm', { challenge: decodeURIComponent(c!), code: k })
    await crashes(confirm)

    // 8. A warranty claim cut off after the claim was stored, before its e-mail.
    await start('warranty-claim.before-mail')
    expect(await confirm()).toMatchObject({ is_ok: true, data: { status: 'already-confirmed' } })
    const seat = (
      await find('event-registrations', {
        'where[email][equals]': attendee.email,
        'where[status][equals]': 'registered',
      })
    ).docs[0]
    expect(await queued(`event-registered:${seat.registration_code}`)).toBe(1)
    expect((await waitForMail(attendee.email, 'Pendaftaran event')).attachments[0]).toMatchObject({
      filename: 'event-rumah-loka.ics',
    })
    const secondProblem = 'Sandaran kursi retak di sambungan kiri.'
    await crashes(() => fileClaim(secondProblem))

    // 9. A personal-data agreement cut off after its signature was stored, before the agreement.
    await start('pdp.after-upload')
    const second = await fileClaim(secondProblem)
    expect(second).toMatchObject({ is_ok: true, data: { status: 'received' } })
    expect(await queued(`warranty-claim:${second.data.claim_no}`)).toBe(1)
    const selfService = await post('/apiselfservice/token/authenticate', {
      client_id: 'rumahloka-web',
      client_secret: testSecrets.SELFSERVICE_CLIENT_SECRET,
    })
    const headers = {
      authorization: `Bearer ${selfService.data.token}`,
      'x-business-unit': 'HCI',
      'x-site-code': 'WEB',
    }
    const proveEmail = (email: string) =>
      proveCode(email, () => {
        const form = new FormData()
        form.set('validemail', email)
        form.set('purpose', 'pdp')
        return post('/apiverify/verificationemail', form)
      })
    const signer = `crash.pdp.${stamp}@contoh.co.id`
    const sign = (email: string, proof: string) => {
      const form = new FormData()
      form.set('PDP_SIGNATURE', new Blob([pngBytes], { type: 'image/png' }), 'signature.png')
      form.set('PDP_NIP', '3174011203900001')
      form.set('PDP_NAME', 'Rizky Hidayat')
      form.set('PDP_EMAIL', email)
      form.set('PDP_PHONE_NO', '081377778888')
      form.set('URL_API', '/self-service/persetujuan-data')
      form.set('PDP_VERIFICATION', proof)
      return post('/apiselfservice/api/create_persetujuan_penggunaan_data_pribadi', form, headers)
    }
    const signerProof = await proveEmail(signer)
    await crashes(() => sign(signer, signerProof))

    // 10. A verification code cut off after its record, before its e-mail: asking again sends one at once.
    await start('verification.pdp.before-mail')
    const signed = await sign(signer, signerProof)
    expect(signed).toMatchObject({ is_ok: true, data: { agreement_no: expect.stringMatching(/^PDP-/) } })
    const agreementId = Number(signed.data.agreement_no.slice(4))
    expect(await queued(`pdp-agreement:${agreementId}:`)).toBe(1)
    const asker = `crash.code.${stamp}@contoh.co.id`
    const askCode = () => {
      const form = new FormData()
      form.set('validemail', asker)
      form.set('purpose', 'pdp')
      return post('/apiverify/verificationemail', form)
    }
    await crashes(askCode)

    // 11. A newsletter sign-up of an address already pending (its link lapsed) cut off after its new code's
    // record, before its e-mail: signing up again sends the link at once, though a link is open.
    await start('verification.newsletter.before-mail')
    const askerProof = await proveCode(asker, askCode)
    const reader = `crash.news.${stamp}@contoh.co.id`
    const pending = await cms('/newsletter-subscribers', {
      method: 'POST',
      body: { email: reader, status: 'pending', source: 'footer' },
    })
    expect(pending.doc?.id).toBeTruthy()
    const subscribe = () => post('/api/subscribe', { email: reader })
    await crashes(subscribe)

    // 12. A personal-data agreement cut off after the agreement, before its copy and its proof spent.
    await start('pdp.after-agreement')
    expect(await subscribe()).toMatchObject({ is_ok: true, data: { email: reader } })
    expect(await subscribe()).toMatchObject({ is_ok: true })
    const confirmMail = await waitForMail(reader, 'Kode verifikasi')
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await mailCount(reader)).toBe(1)
    const news = confirmMail.text.match(/konfirmasi-newsletter\?c=(\S+)&k=(\d{6})/)!
    const verified = new FormData()
    verified.set('challenge', decodeURIComponent(news[1]!))
    verified.set('validtoken', news[2]!)
    expect(await post('/apiverify/verificationemail', verified)).toMatchObject({ is_ok: true })
    expect((await cms(`/newsletter-subscribers/${pending.doc.id}?depth=0`)).status).toBe('confirmed')
    await crashes(() => sign(asker, askerProof))

    // 13. An event cut off after the feed's copy, before its delivery rows (on PostgreSQL the change goes
    // with it).
    await start('webhook.before-deliveries')
    const resigned = await sign(asker, askerProof)
    expect(resigned).toMatchObject({ is_ok: true })
    expect(await queued(`pdp-agreement:${Number(resigned.data.agreement_no.slice(4))}:`)).toBe(1)
    // One proof, one agreement: spent once the agreement is whole.
    expect((await sign(asker, askerProof)).message).toContain('Verifikasi email diperlukan')
    const endpoint = await cms('/webhook-endpoints', {
      method: 'POST',
      body: { url: receiver.current!.url, events: ['refund.decided'] },
    })
    expect(endpoint.doc?.id).toBeTruthy()
    await crashes(() => decide(refundC))
    await start()
    await decided(refundC)

    // 14. A change cut off before its event was written (SQLite: the change stays; PostgreSQL: it is undone).
    await start('webhook.before-event')
    await crashes(() => decide(refundD))
    await start()
    await decided(refundD)
    for (const r of [refundC, refundD]) {
      const ofReturn = (x: { body: string }) => JSON.parse(x.body).data.return_no === r.return_no
      await receiver.current!.waitFor(1, ofReturn)
      const feed = await find('integration-events', {
        'where[type][equals]': 'refund.decided',
        'where[record_key][equals]': `refund:${r.return_no}`,
      })
      expect(feed.totalDocs).toBe(1)
    }
    await new Promise((resolve) => setTimeout(resolve, 1500))
    // One event per refund, in order. A copy may come twice with its id (the next step's crash can land after
    // the receiver took a delivery and before it was marked delivered): receivers ignore an id they already
    // took (docs/integration.md), and so does this count.
    const taken = new Map<string, string>()
    for (const x of receiver.current!.ofType('refund.decided')) {
      const body = JSON.parse(x.body)
      if (!taken.has(body.id)) taken.set(body.id, body.data.return_no)
    }
    expect([...taken.values()]).toEqual([refundC.return_no, refundD.return_no])
    // Every write above has its one event in the feed.
    for (const [type, key] of [
      ['refund.decided', `refund:${refundA.return_no}`],
      ['voucher.claimed', `voucher:${voucher.code}`],
      ['warranty.registered', `warranty:${line.serial_no}`],
      ['warranty.claim_filed', `warranty:${filed.data.claim_no}`],
      ['warranty.claim_filed', `warranty:${second.data.claim_no}`],
      ['event_registration.confirmed', `event_registration:${seat.registration_code}`],
      ['pdp_agreement.signed', `pdp_agreement:${agreementId}`],
    ])
      expect(
        (
          await find('integration-events', {
            'where[type][equals]': type!,
            'where[record_key][equals]': key!,
          })
        ).totalDocs,
        `${type} ${key}`,
      ).toBe(1)

    // 15. A scheduled publish cut off after its write, before the pages shoppers were served were dropped
    // (SQLite: the write stays; PostgreSQL: it is undone). After the restart the job runs again: the
    // promotion is published whole: its document, its latest version and its page agree.
    await start('publish.before-cache-drop')
    const media = await cms('/media?limit=1&depth=0')
    const drafted = await cms('/promotions?draft=true', {
      method: 'POST',
      body: {
        title: `Terbit terjadwal ${stamp}`,
        slug: `terjadwal-${stamp}`,
        summary: 'Dipotong di tengah terbit.',
        banner: media.docs[0].id,
        start_at: new Date(Date.now() - 86_400_000).toISOString(),
        end_at: new Date(Date.now() + 86_400_000).toISOString(),
      },
    })
    expect(drafted.doc?._status).toBe('draft')
    const promotionPage = `${origin}/home-promotion/terjadwal-${stamp}`
    expect((await fetch(promotionPage)).status).toBe(404)
    const killed = new Promise((resolve) => server!.once('exit', (_code, signal) => resolve(signal)))
    const scheduled = await cms(`/promotions/${drafted.doc.id}/schedule`, {
      method: 'POST',
      body: { type: 'publish', at: new Date(Date.now() + 1500).toISOString() },
    })
    expect(scheduled.type).toBe('publish')
    expect(await killed).toBe('SIGKILL')
    await start()
    const deadline = Date.now() + 60_000
    while ((await fetch(promotionPage)).status !== 200 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 500))
    expect((await fetch(promotionPage)).status).toBe(200)
    expect((await cms(`/promotions/${drafted.doc.id}?depth=0`))._status).toBe('published')
    const latest = await cms(
      `/promotions/versions?where[parent][equals]=${drafted.doc.id}&where[latest][equals]=true&depth=0`,
    )
    expect(latest.docs.map((v: Json) => v.version._status)).toEqual(['published'])
    // 19 server starts, each a few seconds alone: over 10 minutes on a machine 2.5 times slower under load.
  }, 1_200_000)
})
