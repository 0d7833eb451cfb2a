import { describe, expect, it } from 'vitest'

import { call, staffFind } from '../support/contract'

describe('POST /api/subscribe', () => {
  it('subscribes once; a second press is a friendly is_ok false and stores nothing more', async () => {
    const first = await call('POST', '/api/subscribe', { body: { email: 'Budi.News@Contoh.co.id' } })
    expect(first.json).toMatchObject({ is_ok: true, data: { email: 'budi.news@contoh.co.id' } })
    const again = await call('POST', '/api/subscribe', { body: { email: 'budi.news@contoh.co.id ' } })
    expect(again.status).toBe(200)
    expect(again.json.is_ok).toBe(false)
    expect(again.json.message).toContain('sudah terdaftar')
    expect((await staffFind('newsletter-subscribers', { email: { equals: 'budi.news@contoh.co.id' } })).totalDocs).toBe(1)
  })
  it.each([
    [{}, 'Email cannot be empty'],
    [{ email: '' }, 'Email cannot be empty'],
    [{ email: 'budi@' }, 'Email tidak Valid'],
  ])('refuses %o with the spec message', async (body, message) => {
    const { status, json } = await call('POST', '/api/subscribe', { body })
    expect(status).toBe(400)
    expect(json).toMatchObject({ is_ok: false, message: expect.stringContaining(message), title: expect.stringContaining(message) })
  })
  it('limits writes per client: the 21st in a minute is a 429', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.77' }
    const answers = []
    for (let i = 0; i < 21; i++) answers.push((await call('POST', '/api/subscribe', { body: { email: `burst${i}@contoh.co.id` }, headers })).status)
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true)
    expect(answers[20]).toBe(429)
  })
})

describe('POST /api/contact-us/add', () => {
  const message = { name: 'Andi Wijaya', email: 'andi@contoh.co.id', phone: '+62 812-1111-2222', topic: 'Pengiriman', message: 'Kapan sofa saya dikirim? Nomor struk STR-2026-00003.' }
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
    const before = (await staffFind('contact-messages')).totalDocs
    const { status, json } = await call('POST', '/api/contact-us/add', { body: { ...message, [field]: value } })
    expect(status).toBe(400)
    expect(json.message).toContain(text)
    expect((await staffFind('contact-messages')).totalDocs).toBe(before)
  })
  it('says which field is missing', async () => {
    const { json } = await call('POST', '/api/contact-us/add', { body: { ...message, name: undefined } })
    expect(json.message).toBe('Nama wajib diisi')
  })
})
