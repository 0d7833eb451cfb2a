import { describe, expect, it } from 'vitest'

import { testSecrets } from '../support/secrets'
import { call, linkToken, staffAuthorization, staffFind, staffUpdate, verifyCode } from '../support/contract'
import { codeIn, mailCount, waitForMail } from '../support/mailbox'

/*
 * The trust model (docs/api.md): each attack of issue 9, replayed, now fails; the honest path
 * works with the e-mail read from the test SMTP server.
 */
const intranet = { intranet: testSecrets.INTRANET_KEY }

describe('refunds open only from a customer link', () => {
  it("refuses a bare return number: no one else's detail, no one else's decision", async () => {
    const detail = await call('POST', '/apirefund/GetDetailReturn', { body: { return_no: 'RTR-2026-0008' } })
    expect(detail.json).toMatchObject({ is_ok: false, data: null })
    expect(detail.json.message).toContain('tautan')
    const approval = await call('POST', '/apirefund/GetResponseApproval', {
      body: { return_no: 'RTR-2026-0008', decision: 'approved' },
    })
    expect(approval.json.is_ok).toBe(false)
    expect((await staffFind('returns', { return_no: { equals: 'RTR-2026-0008' } })).docs[0].status).toBe(
      'pending',
    )
    expect(
      (
        await call('POST', '/apirefund/GetDetailReturn', {
          body: { token: 'eyJhbGciOiJIUzI1NiJ9.eyJyZWYiOiJSVFItMjAyNi0wMDA4In0.forged-signature' },
        })
      ).json.message,
    ).toContain('tidak valid')
  })

  it('shows the linked return, takes one decision, e-mails it, and the link dies', async () => {
    const ret = (await staffFind('returns', { return_no: { equals: 'RTR-2026-0001' } })).docs[0]
    const token = linkToken(ret)
    const detail = await call('POST', '/apirefund/GetDetailReturn', { body: { token } })
    expect(detail.json.data).toMatchObject({ return_no: 'RTR-2026-0001', status: 'pending' })
    expect(detail.json.data.items.length).toBeGreaterThan(0)
    // A link for a receipt or voucher does not open a return.
    const receiptLink = linkToken(
      (await staffFind('sales-receipts', { receipt_no: { equals: 'STR-2026-00003' } })).docs[0],
    )
    expect(
      (await call('POST', '/apirefund/GetDetailReturn', { body: { token: receiptLink } })).json.is_ok,
    ).toBe(false)

    const approve = await call('POST', '/apirefund/GetResponseApproval', {
      body: { token, decision: 'approved' },
    })
    expect(approve.json.data.status).toBe('approved')
    const receipt = (await staffFind('sales-receipts', { id: { equals: ret.receipt } })).docs[0]
    expect((await waitForMail(receipt.customer_email, 'Retur RTR-2026-0001')).text).toContain('Disetujui')
    const second = await call('POST', '/apirefund/GetResponseApproval', {
      body: { token, decision: 'rejected' },
    })
    expect(second.json).toMatchObject({
      is_ok: false,
      message: expect.stringContaining('tidak berlaku lagi'),
    })
    expect((await call('POST', '/apirefund/GetDetailReturn', { body: { token } })).json.message).toContain(
      'tidak berlaku lagi',
    )
    expect((await staffFind('refund-approvals', { return_no: { equals: 'RTR-2026-0001' } })).totalDocs).toBe(
      1,
    )
    expect(
      (await call('POST', '/apirefund/GetResponseApproval', { body: { token, decision: 'maybe' } })).status,
    ).toBe(400)
    expect((await call('POST', '/apirefund/GetDetailReturn', { body: {} })).status).toBe(400)
  })

  it('lets staff read by number with a back-office session', async () => {
    const { json } = await call('POST', '/apirefund/GetDetailReturn', {
      body: { return_no: 'rtr-2026-0002' },
      headers: await staffAuthorization(),
    })
    expect(json.data).toMatchObject({ return_no: 'RTR-2026-0002' })
  })
})

describe('receipts', () => {
  it('need the Intranet header and a customer link (or staff); the Intranet value alone reads nothing', async () => {
    const path = '/apireceipt/api/label_paid_getrows'
    expect((await call('POST', path, { body: { receipt_no: 'STR-2026-00007' } })).status).toBe(401)
    const bare = await call('POST', path, { body: { receipt_no: 'STR-2026-00007' }, headers: intranet })
    expect(bare.json).toMatchObject({ is_ok: false, data: null })
    const token = linkToken(
      (await staffFind('sales-receipts', { receipt_no: { equals: 'STR-2026-00007' } })).docs[0],
    )
    const { json } = await call('POST', path, { body: { token }, headers: intranet })
    expect(json.data.receipt_no).toBe('STR-2026-00007')
    expect(json.data.rows.length).toBeGreaterThan(0)
    expect(json.data.total_paid).toBe(
      json.data.rows.reduce((a: number, r: { subtotal: number }) => a + r.subtotal, 0),
    )
    const unpaid = await call('POST', path, {
      body: { receipt_no: 'STR-2026-00040' },
      headers: { ...intranet, ...(await staffAuthorization()) },
    })
    expect(unpaid.json.message).toBe('Struk ini belum lunas.')
  })
})

describe('vouchers', () => {
  const voucherWith = async (where: Record<string, unknown>) => (await staffFind('vouchers', where)).docs[0]

  it('have codes of at least 10 unambiguous characters', async () => {
    const { docs } = await staffFind('vouchers')
    // The demo seed's 24, and any an integration test imports meanwhile.
    expect(docs.length).toBeGreaterThanOrEqual(24)
    for (const v of docs) expect(v.code).toMatch(/^[2-9A-HJKMNP-TVWXYZ]{10,}$/)
  })

  it('refuse a bare code, claim only for the verified address the voucher was issued to, once', async () => {
    const voucher = await voucherWith({
      and: [{ status: { equals: 'active' } }, { valid_until: { greater_than: new Date().toISOString() } }],
    })
    expect(
      (
        await call('POST', '/apivoucher/api/voucherValidation', {
          body: { voucher_code: voucher.code, action: 'claim' },
        })
      ).json.is_ok,
    ).toBe(false)
    const token = linkToken(voucher)
    const check = await call('POST', '/apivoucher/api/voucherValidation', { body: { token } })
    // The redeemable code only comes with the e-mail-proven claim.
    expect(check.json.data).toMatchObject({
      code: null,
      status: 'active',
      issued_to: `${voucher.issued_to_email[0]}***@contoh.co.id`,
    })
    expect(
      (await call('POST', '/apivoucher/api/voucherValidation', { body: { token, action: 'claim' } })).json
        .message,
    ).toContain('Verifikasi email')

    const after = await mailCount(voucher.issued_to_email)
    const sent = await call('POST', '/apivoucher/api/voucherValidation', {
      body: { token, action: 'send_code' },
    })
    const proof = await verifyCode(
      sent.json.data.challenge,
      codeIn(await waitForMail(voucher.issued_to_email, 'Kode verifikasi', { after })),
    )
    const mailsBefore = await mailCount(voucher.issued_to_email)
    const claim = await call('POST', '/apivoucher/api/voucherValidation', {
      body: { token, action: 'claim', verification_token: proof },
    })
    expect(claim.json.data).toMatchObject({ status: 'claimed', code: voucher.code })
    // The code is e-mailed too, for the till after the page is closed.
    expect(
      (await waitForMail(voucher.issued_to_email, 'Voucher Anda sudah diklaim', { after: mailsBefore })).text,
    ).toContain(voucher.code)
    const twice = await call('POST', '/apivoucher/api/voucherValidation', {
      body: { token, action: 'claim', verification_token: proof },
    })
    expect(twice.json).toMatchObject({ is_ok: false, message: 'Voucher ini sudah diklaim.' })
    expect((await staffFind('voucher-claims', { code: { equals: voucher.code } })).totalDocs).toBe(1)

    // A proof made for another voucher does not claim this one.
    const other = await voucherWith({
      and: [
        { status: { equals: 'active' } },
        { code: { not_equals: voucher.code } },
        { valid_until: { greater_than: new Date().toISOString() } },
      ],
    })
    const stolen = await call('POST', '/apivoucher/api/voucherValidation', {
      body: { token: linkToken(other), action: 'claim', verification_token: proof },
    })
    expect(stolen.json.message).toContain('Verifikasi email')
  })

  it.each([
    ['void', 'Voucher ini sudah tidak berlaku.'],
    ['claimed', 'Voucher ini sudah diklaim.'],
  ])('refuse a %s voucher', async (status, message) => {
    const voucher = await voucherWith({ status: { equals: status } })
    expect(
      (await call('POST', '/apivoucher/api/voucherValidation', { body: { token: linkToken(voucher) } })).json,
    ).toMatchObject({ is_ok: false, message })
  })

  it('throttle failed guesses per client', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.23' }
    const answers: string[] = []
    for (let i = 0; i < 11; i++)
      answers.push(
        (
          await call('POST', '/apivoucher/api/voucherValidation', {
            body: { token: `eyJhbGciOiJIUzI1NiJ9.guess${i}.${'x'.repeat(30)}` },
            headers,
          })
        ).json.message,
      )
    expect(answers[0]).toContain('tidak valid')
    expect(answers[10]).toContain('Terlalu banyak percobaan')
    // Even a good link waits now, from that client only.
    const voucher = await voucherWith({
      and: [{ status: { equals: 'active' } }, { valid_until: { greater_than: new Date().toISOString() } }],
    })
    expect(
      (
        await call('POST', '/apivoucher/api/voucherValidation', {
          body: { token: linkToken(voucher) },
          headers,
        })
      ).json.message,
    ).toContain('Terlalu banyak percobaan')
    expect(
      (await call('POST', '/apivoucher/api/voucherValidation', { body: { token: linkToken(voucher) } })).json
        .is_ok,
    ).toBe(true)
  })
})

describe('verification codes', () => {
  const send = async (email: string) => {
    const form = new FormData()
    form.set('validemail', email)
    form.set('purpose', 'pdp')
    return call('POST', '/apiverify/verificationemail', { form })
  }
  const check = async (challenge: string, code: string) => {
    const form = new FormData()
    form.set('challenge', challenge)
    form.set('validtoken', code)
    return call('POST', '/apiverify/verificationemail', { form })
  }

  it('are stored hashed, throttle resends and allow 5 tries', async () => {
    const email = 'coba.kode@contoh.co.id'
    const sent = await send(email)
    expect(sent.json.data).toMatchObject({ sent_to: 'c***@contoh.co.id', resend_after: 60 })
    const code = codeIn(await waitForMail(email, 'Kode verifikasi'))
    const stored = (await staffFind('email-verifications', { email: { equals: email } })).docs[0]
    expect(JSON.stringify(stored)).not.toContain(code)
    // Asking again at once sends nothing new and says how long to wait.
    const resend = await send(email)
    expect(resend.json.data.resend_after).toBeGreaterThan(0)
    expect(resend.json.data.resend_after).toBeLessThanOrEqual(60)

    const wrong = code === '000000' ? '111111' : '000000'
    const messages: string[] = []
    for (let i = 0; i < 5; i++) messages.push((await check(sent.json.data.challenge, wrong)).json.message)
    expect(messages[0]).toBe('Kode verifikasi salah. Sisa 4 kali percobaan.')
    // After 5 wrong tries even the right code is refused and the address waits.
    const locked = await check(sent.json.data.challenge, code)
    expect(locked.json).toMatchObject({
      is_ok: false,
      message: expect.stringContaining('Terlalu banyak percobaan'),
    })
    expect((await send(email)).json.message).toContain('Coba lagi dalam')
  })

  it('give a proof only for the right code, also after the code was used', async () => {
    const email = 'sekali.pakai@contoh.co.id'
    const sent = await send(email)
    const code = codeIn(await waitForMail(email, 'Kode verifikasi'))
    const wrong = code === '000000' ? '111111' : '000000'
    expect((await check(sent.json.data.challenge, code)).json.data).toMatchObject({
      purpose: 'pdp',
      email: 's***@contoh.co.id',
      verification_token: expect.any(String),
    })
    expect((await check(sent.json.data.challenge, wrong)).json.is_ok).toBe(false)
    expect((await check(sent.json.data.challenge, code)).json.is_ok).toBe(true)
  })

  it('refuse a forged challenge and bad input', async () => {
    expect(
      (await check('eyJhbGciOiJIUzI1NiJ9.eyJ2aWQiOjF9.forged-forged-forged', '123456')).json.message,
    ).toContain('salah atau sudah kedaluwarsa')
    expect((await check('x'.repeat(30), '12ab56')).status).toBe(400)
    const form = new FormData()
    form.set('validemail', 'a@contoh.co.id')
    form.set('purpose', 'warranty')
    expect((await call('POST', '/apiverify/verificationemail', { form })).status).toBe(400)
    // A code is checked only with its challenge: an address alone tells nothing and spends no one's tries.
    form.set('validtoken', '123456')
    const byAddress = await call('POST', '/apiverify/verificationemail', { form })
    expect(byAddress.status).toBe(400)
    expect(byAddress.json.message).toContain('challenge is required')
  })
})

describe('outbox', () => {
  it('keeps every message, retries a temporary SMTP failure and records the attempts', async () => {
    const email = 'tempfail.langganan@contoh.co.id'
    await call('POST', '/api/subscribe', { body: { email } })
    const mail = await waitForMail(email, 'Kode verifikasi', { timeoutMs: 20_000 })
    expect(mail.html).toContain('Rumah')
    const row = (await staffFind('outbox', { to: { equals: email } })).docs[0]
    expect(row).toMatchObject({ status: 'sent', attempts: 2, kind: 'verification-code' })
    // Once sent, the Outbox keeps no usable code.
    expect(row.subject).toBe('Kode verifikasi Rumah Loka: ••••••')
    expect(row.text).not.toContain(codeIn(mail))
    expect(row.last_error).toBeNull()
    expect(row.send_ms).toBeGreaterThanOrEqual(0)
  })

  it('is for staff only', async () => {
    expect((await fetch(`${(await import('../support/contract')).baseUrl()}/cms-api/outbox`)).status).toBe(
      403,
    )
  })

  it('sends a customer link when staff ask for it in /admin', async () => {
    const voucher = (await staffFind('vouchers', { status: { equals: 'active' } })).docs.at(-1)
    const saved = await staffUpdate('vouchers', voucher.id, { send_customer_link: true })
    expect(saved.status).toBe(200)
    const mail = await waitForMail(voucher.issued_to_email, 'Voucher untuk Anda')
    const url = mail.text.match(/(https?:\/\/\S+\/voucher-claim\/\S+)/)![1]!
    const { json } = await call('POST', '/apivoucher/api/voucherValidation', {
      body: { token: url.split('/').pop() },
    })
    // The link opens this voucher (its code comes only with the claim).
    expect(json.data).toMatchObject({ title: voucher.title, status: 'active', code: null })
  })
})
