import { describe, expect, it } from 'vitest'

import { call, staffFind, verifyCode } from '../support/contract'
import { codeIn, mailCount, waitForMail } from '../support/mailbox'

describe('POST /api/subscribe', () => {
  it('subscribes with double opt-in: pending until the address owner confirms with the e-mailed code', async () => {
    const first = await call('POST', '/api/subscribe', { body: { email: 'Budi.News@Contoh.co.id' } })
    expect(first.json).toMatchObject({ is_ok: true, data: { email: 'budi.news@contoh.co.id' } })
    const stored = async () =>
      (await staffFind('newsletter-subscribers', { email: { equals: 'budi.news@contoh.co.id' } })).docs
    expect(await stored()).toMatchObject([{ status: 'pending' }])
    const mail = await waitForMail('budi.news@contoh.co.id', 'Kode verifikasi')
    // Signing up again while the link is open sends nothing and keeps that link good.
    const sent = await mailCount('budi.news@contoh.co.id')
    expect(
      (await call('POST', '/api/subscribe', { body: { email: 'budi.news@contoh.co.id' } })).json,
    ).toEqual(first.json)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await mailCount('budi.news@contoh.co.id')).toBe(sent)
    const link = mail.text.match(/https?:\/\/\S+\/konfirmasi-newsletter\?c=(\S+)&k=(\d{6})/)
    expect(link?.[2]).toBe(codeIn(mail))
    await verifyCode(decodeURIComponent(link![1]!), link![2]!)
    expect(await stored()).toMatchObject([{ status: 'confirmed', confirmed_at: expect.any(String) }])
  })

  it('writes a new address, its verification record and its mail together, also for many at once', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.78' }
    const emails = Array.from({ length: 10 }, (_, i) => `bersamaan${i}@contoh.co.id`)
    const answers = await Promise.all(
      emails.map((email) => call('POST', '/api/subscribe', { body: { email }, headers })),
    )
    expect(answers.map((a) => a.status)).toEqual(emails.map(() => 200))
    for (const email of emails) {
      const [subscriber] = (await staffFind('newsletter-subscribers', { email: { equals: email } })).docs
      expect(subscriber).toMatchObject({ status: 'pending', source: 'footer' })
      const records = (await staffFind('email-verifications', { email: { equals: email } })).docs
      expect(records).toMatchObject([{ purpose: 'newsletter', ref: String(subscriber.id), attempts: 0 }])
      const mail = await waitForMail(email, 'Kode verifikasi')
      // The link names this address's own record: it confirms this subscriber and no other.
      const link = mail.text.match(/konfirmasi-newsletter\?c=(\S+)&k=(\d{6})/)!
      await verifyCode(decodeURIComponent(link[1]!), link[2]!)
      expect((await staffFind('newsletter-subscribers', { email: { equals: email } })).docs).toMatchObject([
        { status: 'confirmed' },
      ])
    }
  })

  it('answers the same whether or not the address is already subscribed; the e-mail tells the owner', async () => {
    const email = 'sudah.langganan@contoh.co.id'
    const fresh = await call('POST', '/api/subscribe', { body: { email } })
    const mail = await waitForMail(email, 'Kode verifikasi')
    const link = mail.text.match(/konfirmasi-newsletter\?c=(\S+)&k=(\d{6})/)!
    await verifyCode(decodeURIComponent(link[1]!), link[2]!)
    const before = await mailCount(email)
    const again = await call('POST', '/api/subscribe', { body: { email: ` ${email.toUpperCase()} ` } })
    expect(again.status).toBe(fresh.status)
    expect(again.json).toEqual(fresh.json)
    expect((await waitForMail(email, 'sudah berlangganan')).subject).toContain('sudah berlangganan')
    expect(await mailCount(email)).toBe(before + 1)
    expect((await staffFind('newsletter-subscribers', { email: { equals: email } })).totalDocs).toBe(1)
  })
  it.each([
    [{}, 'Email cannot be empty'],
    [{ email: '' }, 'Email cannot be empty'],
    [{ email: 'budi@' }, 'Email tidak Valid'],
  ])('refuses %o with the spec message', async (body, message) => {
    const { status, json } = await call('POST', '/api/subscribe', { body })
    expect(status).toBe(400)
    expect(json).toMatchObject({
      is_ok: false,
      message: expect.stringContaining(message),
      title: expect.stringContaining(message),
    })
  })
  it('limits writes per client: the 21st in a minute is a 429', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.77' }
    const answers = []
    for (let i = 0; i < 21; i++)
      answers.push(
        (await call('POST', '/api/subscribe', { body: { email: `burst${i}@contoh.co.id` }, headers })).status,
      )
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true)
    expect(answers[20]).toBe(429)
  })
})

describe('POST /api/contact-us/add', () => {
  const message = {
    name: 'Andi Wijaya',
    email: 'andi@contoh.co.id',
    phone: '+62 812-1111-2222',
    topic: 'Pengiriman',
    message: 'Kapan sofa saya dikirim? Nomor struk STR-2026-00003.',
  }
  it('stores a message and gives a ticket number', async () => {
    const { json } = await call('POST', '/api/contact-us/add', { body: message })
    expect(json.is_ok).toBe(true)
    expect(json.data.ticket_no).toMatch(/^CS-\d{6}$/)
    const stored = await staffFind('contact-messages', { email: { equals: 'andi@contoh.co.id' } })
    expect(stored.docs[0]).toMatchObject({ phone: '6281211112222', topic: 'Pengiriman' })
  })
  it.each([
    ['topic', 'Gosip', 'Pilih topik pesan'],
    ['message', 'Halo', 'Pesan minimal 10 karakter'],
    ['phone', '021', 'Nomor telepon tidak valid'],
  ])('refuses a bad %s and stores nothing', async (field, value, text) => {
    // Counted by this message's text: other test files send contact messages meanwhile.
    const mine = { message: { equals: message.message } }
    const before = (await staffFind('contact-messages', mine)).totalDocs
    const { status, json } = await call('POST', '/api/contact-us/add', {
      body: { ...message, [field]: value },
    })
    expect(status).toBe(400)
    expect(json.message).toContain(text)
    expect((await staffFind('contact-messages', mine)).totalDocs).toBe(before)
  })
  it('says which field is missing', async () => {
    const { json } = await call('POST', '/api/contact-us/add', { body: { ...message, name: undefined } })
    expect(json.message).toBe('Nama wajib diisi')
  })
})
