import { describe, expect, it } from 'vitest'

import { call, fakePng, pngBytes, selfServiceHeaders, staffFind } from '../support/contract'

const agreement = (signature: Uint8Array<ArrayBuffer> = pngBytes) => {
  const form = new FormData()
  form.set('PDP_SIGNATURE', new Blob([signature], { type: 'image/png' }), 'signature.png')
  form.set('PDP_NIP', '3174011203900001')
  form.set('PDP_NAME', 'Rizky Hidayat')
  form.set('PDP_EMAIL', 'rizky.pdp@contoh.co.id')
  form.set('PDP_PHONE_NO', '081377778888')
  form.set('URL_API', '/self-service/persetujuan-data')
  return form
}

describe('self-service', () => {
  it('issues a token only for the configured credentials', async () => {
    const good = await call('POST', '/apiselfservice/token/authenticate', { body: { client_id: 'rumahloka-web', client_secret: 'selfservice-demo-secret-2026' } })
    expect(good.json.data).toMatchObject({ token_type: 'Bearer', expires_in: 900 })
    const bad = await call('POST', '/apiselfservice/token/authenticate', { body: { client_id: 'rumahloka-web', client_secret: 'guess' } })
    expect(bad.json).toMatchObject({ is_ok: false, message: 'Client id or secret is wrong' })
    expect((await call('POST', '/apiselfservice/token/authenticate', { body: {} })).json.message).toBe('client_id is required')
  })

  it('stores a personal-data agreement with the signature, consent version, time and channel', async () => {
    const headers = await selfServiceHeaders()
    const { json } = await call('POST', '/apiselfservice/api/create_persetujuan_penggunaan_data_pribadi', { form: agreement(), headers })
    expect(json.is_ok).toBe(true)
    expect(json.data).toMatchObject({ consent_version: '2026-01' })
    const stored = await staffFind('pdp-agreements', { email: { equals: 'rizky.pdp@contoh.co.id' } })
    expect(stored.docs[0]).toMatchObject({ nip: '3174011203900001', consent_version: '2026-01', channel: 'self-service WEB' })
    expect(stored.docs[0].signature).toBeTruthy()
  })

  it('keeps signatures away from the public', async () => {
    const response = await fetch(`${(await import('../support/contract')).baseUrl()}/cms-api/private-uploads`)
    expect(response.status).toBe(403)
  })

  it('needs the token, business unit HCI and a site code', async () => {
    const headers = await selfServiceHeaders()
    const path = '/apiselfservice/api/create_persetujuan_penggunaan_data_pribadi'
    expect((await call('POST', path, { form: agreement() })).status).toBe(401)
    expect((await call('POST', path, { form: agreement(), headers: { ...headers, 'x-business-unit': 'XYZ' } })).json.message).toContain('business unit')
    expect((await call('POST', path, { form: agreement(), headers: { ...headers, 'x-site-code': '' } })).json.message).toContain('site code')
    expect((await call('POST', path, { form: agreement(), headers: { ...headers, authorization: 'Bearer forged.token.value' } })).json.message).toContain('token')
  })

  it('refuses a signature that is not an image and a bad NIK, storing nothing', async () => {
    const headers = await selfServiceHeaders()
    const before = (await staffFind('pdp-agreements')).totalDocs
    const fake = await call('POST', '/apiselfservice/api/create_persetujuan_penggunaan_data_pribadi', { form: agreement(fakePng), headers })
    expect(fake.json.is_ok).toBe(false)
    const form = agreement()
    form.set('PDP_NIP', '12345')
    const nik = await call('POST', '/apiselfservice/api/create_persetujuan_penggunaan_data_pribadi', { form, headers })
    expect(nik.json.message).toBe('NIK terdiri dari 16 angka')
    expect((await staffFind('pdp-agreements')).totalDocs).toBe(before)
  })

  it('verifies an e-mail with its token, once, and refuses expired or wrong tokens', async () => {
    const form = (email: string, token: string) => {
      const f = new FormData()
      f.set('validemail', email)
      f.set('validtoken', token)
      return f
    }
    const token1 = `verify-demo-1-${(48271).toString(36)}`
    const first = await call('POST', '/apiverify/verificationemail', { form: form('pelanggan1@contoh.co.id', token1) })
    expect(first.json).toMatchObject({ is_ok: true, message: 'Email Anda berhasil diverifikasi. Terima kasih!' })
    const again = await call('POST', '/apiverify/verificationemail', { form: form('pelanggan1@contoh.co.id', token1) })
    expect(again.json.message).toBe('Email Anda sudah terverifikasi.')
    const expired = await call('POST', '/apiverify/verificationemail', { form: form('pelanggan3@contoh.co.id', `verify-demo-3-${(3 * 48271).toString(36)}`) })
    expect(expired.json.message).toContain('kedaluwarsa')
    const wrong = await call('POST', '/apiverify/verificationemail', { form: form('pelanggan2@contoh.co.id', token1) })
    expect(wrong.json.message).toContain('tidak valid')
  })
})

describe('vouchers, refunds and receipts', () => {
  it('claims a voucher once', async () => {
    const check = await call('POST', '/apivoucher/api/voucherValidation', { body: { voucher_code: 'loka 007919', action: 'check' } })
    expect(check.json.data).toMatchObject({ code: 'LOKA007919', status: 'active' })
    const claim = await call('POST', '/apivoucher/api/voucherValidation', { body: { voucher_code: 'LOKA007919' } })
    expect(claim.json.data.status).toBe('claimed')
    const twice = await call('POST', '/apivoucher/api/voucherValidation', { body: { voucher_code: 'LOKA007919' } })
    expect(twice.json).toMatchObject({ is_ok: false, message: 'Voucher ini sudah diklaim.' })
    expect((await staffFind('voucher-claims', { code: { equals: 'LOKA007919' } })).totalDocs).toBe(1)
  })
  it.each([
    ['LOKA174218', 'Voucher ini sudah tidak berlaku.'],
    ['LOKA182137', 'Voucher ini sudah kedaluwarsa.'],
    ['LOKA190056', 'Voucher ini sudah diklaim.'],
    ['NOPE1234', 'Kode voucher tidak ditemukan.'],
  ])('refuses voucher %s: %s', async (code, message) => {
    expect((await call('POST', '/apivoucher/api/voucherValidation', { body: { voucher_code: code } })).json).toMatchObject({ is_ok: false, message })
  })

  it('shows a return and takes one answer', async () => {
    const detail = await call('POST', '/apirefund/GetDetailReturn', { body: { return_no: 'rtr-2026-0001' } })
    expect(detail.json.data).toMatchObject({ return_no: 'RTR-2026-0001', status: 'pending' })
    expect(detail.json.data.items.length).toBeGreaterThan(0)
    const approve = await call('POST', '/apirefund/GetResponseApproval', { body: { return_no: 'RTR-2026-0001', decision: 'approved' } })
    expect(approve.json.data.status).toBe('approved')
    const second = await call('POST', '/apirefund/GetResponseApproval', { body: { return_no: 'RTR-2026-0001', decision: 'rejected' } })
    expect(second.json).toMatchObject({ is_ok: false, message: 'Retur ini sudah disetujui sebelumnya.' })
    expect((await staffFind('refund-approvals', { return_no: { equals: 'RTR-2026-0001' } })).totalDocs).toBe(1)
    expect((await call('POST', '/apirefund/GetDetailReturn', { body: { return_no: 'RTR-0000' } })).json.message).toBe('Nomor retur tidak ditemukan.')
    expect((await call('POST', '/apirefund/GetResponseApproval', { body: { return_no: 'RTR-2026-0002', decision: 'maybe' } })).status).toBe(400)
  })

  it('gives the paid rows of a receipt only with the Intranet header', async () => {
    const path = '/apireceipt/api/label_paid_getrows'
    expect((await call('POST', path, { body: { receipt_no: 'STR-2026-00007' } })).status).toBe(401)
    const { json } = await call('POST', path, { body: { receipt_no: 'STR-2026-00007' }, headers: { intranet: 'rumahloka-intranet-2026' } })
    expect(json.data.rows.length).toBeGreaterThan(0)
    expect(json.data.total_paid).toBe(json.data.rows.reduce((a: number, r: { subtotal: number }) => a + r.subtotal, 0))
    const unpaid = await call('POST', path, { body: { receipt_no: 'STR-2026-00040' }, headers: { intranet: 'rumahloka-intranet-2026' } })
    expect(unpaid.json.message).toBe('Struk ini belum lunas.')
  })
})
