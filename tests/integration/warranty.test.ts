import { describe, expect, it } from 'vitest'

import { call, fakePng, pngBytes, staffFind } from '../support/contract'

const intranet = { intranet: 'rumahloka-intranet-2026' }

/** A receipt line with a serial number, read through the receipt call as the store staff would. */
async function eligibleLine(receiptNo: string) {
  const { json } = await call('POST', '/apireceipt/api/label_paid_getrows', { body: { receipt_no: receiptNo }, headers: intranet })
  const row = json.data.rows.find((r: { serial_no: string | null }) => r.serial_no)
  return { receipt_no: receiptNo, serial_no: row.serial_no as string }
}

const owner = {
  customer_name: 'Dewi Lestari', email: 'dewi.garansi@contoh.co.id', phone: '081298765432', address: 'Jl. Melati No. 12, RT 03/RW 05',
  kelurahan: 'Kemang', kecamatan: 'Mampang Prapatan', city: 'Kota Jakarta Selatan', province: 'DKI Jakarta', postal_code: '12730',
}

describe('warranty', () => {
  it('validates, registers once, shows the detail and takes a claim with photos', async () => {
    const line = await eligibleLine('STR-2026-00002')
    const valid = await call('POST', '/apiwarranty/warranty/VALIDATE_WARRANTY_RECEIVE', { body: { receipt_no: line.receipt_no.toLowerCase(), serial_no: line.serial_no } })
    expect(valid.json.data).toMatchObject({ eligible: true, serial_no: line.serial_no })

    const registered = await call('POST', '/apiwarranty/warranty/REGISTER_WARRANTY', { body: { ...line, ...owner } })
    expect(registered.json.is_ok).toBe(true)
    expect(registered.json.data.registration_no).toMatch(/^GRN-/)
    // Pressing twice answers the same; someone else is refused; one row is stored.
    const twice = await call('POST', '/apiwarranty/warranty/REGISTER_WARRANTY', { body: { ...line, ...owner } })
    expect(twice.json.data.registration_no).toBe(registered.json.data.registration_no)
    const other = await call('POST', '/apiwarranty/warranty/REGISTER_WARRANTY', { body: { ...line, ...owner, email: 'other@contoh.co.id' } })
    expect(other.json.is_ok).toBe(false)
    expect((await staffFind('warranty-registrations', { serial_no: { equals: line.serial_no } })).totalDocs).toBe(1)
    const revalidate = await call('POST', '/apiwarranty/warranty/VALIDATE_WARRANTY_RECEIVE', { body: line })
    expect(revalidate.json.message).toContain('sudah terdaftar')

    const detail = await call('POST', '/apiwarranty/warranty/DETAIL_WARRANTY_RECEIVE', { body: line })
    expect(detail.json.data).toMatchObject({ is_active: true, serial_no: line.serial_no })
    expect(detail.json.data.owner.email).not.toBe(owner.email)

    const form = new FormData()
    form.set('receipt_no', line.receipt_no)
    form.set('serial_no', line.serial_no)
    form.set('problem', 'Kaki kursi patah setelah dua minggu dipakai dengan wajar.')
    form.append('photos', new Blob([pngBytes], { type: 'image/png' }), 'kaki.png')
    const claim = await call('POST', '/apiwarranty/warranty/CLAIM_WARRANTY', { form })
    expect(claim.json.is_ok).toBe(true)
    expect(claim.json.data.claim_no).toMatch(/^KLM-/)
    const after = await call('POST', '/apiwarranty/warranty/DETAIL_WARRANTY_RECEIVE', { body: line })
    expect(after.json.data.claims).toHaveLength(1)
  })

  it('explains why a receipt is not eligible', async () => {
    const unknown = await call('POST', '/apiwarranty/warranty/VALIDATE_WARRANTY_RECEIVE', { body: { receipt_no: 'STR-0000-99999', serial_no: 'SN123456' } })
    expect(unknown.json).toMatchObject({ is_ok: false, message: expect.stringContaining('Nomor struk tidak ditemukan') })
    const wrongSerial = await call('POST', '/apiwarranty/warranty/VALIDATE_WARRANTY_RECEIVE', { body: { receipt_no: 'STR-2026-00002', serial_no: 'SN999999' } })
    expect(wrongSerial.json.message).toBe('Nomor seri tidak ditemukan pada struk ini.')
    const unpaid = await call('POST', '/apiwarranty/warranty/VALIDATE_WARRANTY_RECEIVE', { body: { receipt_no: 'STR-2026-00040', serial_no: 'SN123456' } })
    expect(unpaid.json.message).toContain('belum lunas')
  })

  it('refuses a claim whose photo is not an image by its bytes, and stores no claim', async () => {
    const line = await eligibleLine('STR-2026-00005')
    await call('POST', '/apiwarranty/warranty/REGISTER_WARRANTY', { body: { ...line, ...owner, email: 'fake.photo@contoh.co.id' } })
    const form = new FormData()
    form.set('receipt_no', line.receipt_no)
    form.set('serial_no', line.serial_no)
    form.set('problem', 'Permukaan meja retak di bagian tengah sejak minggu lalu.')
    form.append('photos', new Blob([fakePng], { type: 'image/png' }), 'retak.png')
    const { json } = await call('POST', '/apiwarranty/warranty/CLAIM_WARRANTY', { form })
    expect(json).toMatchObject({ is_ok: false, message: 'retak.png is not a PNG, JPEG or WebP image' })
    const detail = await call('POST', '/apiwarranty/warranty/DETAIL_WARRANTY_RECEIVE', { body: line })
    expect(detail.json.data.claims).toHaveLength(0)
  })

  it('validates claim input: photos required, size limit, JSON instead of multipart', async () => {
    const form = new FormData()
    form.set('receipt_no', 'STR-2026-00002')
    form.set('serial_no', 'SN000201')
    form.set('problem', 'Kerusakan pada bagian engsel pintu lemari sebelah kiri.')
    expect((await call('POST', '/apiwarranty/warranty/CLAIM_WARRANTY', { form })).json.message).toBe('Unggah minimal 1 foto produk')
    form.append('photos', new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' }), 'big.png')
    expect((await call('POST', '/apiwarranty/warranty/CLAIM_WARRANTY', { form })).json.message).toContain('larger than 5 MB')
    const json = await call('POST', '/apiwarranty/warranty/CLAIM_WARRANTY', { body: { receipt_no: 'x' } })
    expect(json.json.message).toBe('The request body must be multipart form data')
  })

  it('refuses registration input that is incomplete', async () => {
    const { status, json } = await call('POST', '/apiwarranty/warranty/REGISTER_WARRANTY', { body: { receipt_no: 'STR-2026-00002', serial_no: 'SN00020101', ...owner, postal_code: '123' } })
    expect(status).toBe(400)
    expect(json.message).toContain('Kode pos terdiri dari 5 angka')
  })

  it('GET /apiwarranty/master/getpostal finds villages with district, city and province', async () => {
    const { json } = await call('GET', '/apiwarranty/master/getpostal?kelurahan=Menteng')
    expect(json.data.villages[0]).toMatchObject({ kelurahan: 'Menteng', kecamatan: 'Menteng', city: 'Kota Administrasi Jakarta Pusat', province: 'Daerah Khusus Ibukota Jakarta' })
    expect(json.data.villages.length).toBeLessThanOrEqual(20)
    expect((await call('GET', '/apiwarranty/master/getpostal?kelurahan=ke')).json.message).toBe('kelurahan needs at least 3 letters')
  })
})
