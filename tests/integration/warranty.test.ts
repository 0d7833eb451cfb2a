import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import {
  baseUrl,
  call,
  fakePng,
  pngBytes,
  staffAuthorization,
  staffFind,
  staffUpdate,
  verifyCode,
  warrantyOwner,
} from '../support/contract'
import { codeIn, mailCount, waitForMail } from '../support/mailbox'

/** A receipt line with a serial number and the e-mail on the receipt, as the store's records hold them. */
async function eligibleLine(receiptNo: string) {
  const receipt = (await staffFind('sales-receipts', { receipt_no: { equals: receiptNo } })).docs[0]
  const row = receipt.items.find((r: { serial_no: string | null }) => r.serial_no)
  return {
    receipt_no: receiptNo,
    serial_no: row.serial_no as string,
    email: receipt.customer_email as string,
  }
}

/** Validate, read the code the receipt's e-mail received, and prove it: the honest buyer's path. */
async function provePurchase(line: { receipt_no: string; serial_no: string; email: string }) {
  const after = await mailCount(line.email)
  const valid = await call('POST', '/apiwarranty/warranty/VALIDATE_WARRANTY_RECEIVE', {
    body: { receipt_no: line.receipt_no, serial_no: line.serial_no },
  })
  expect(valid.json.is_ok).toBe(true)
  const mail = await waitForMail(line.email, 'Kode verifikasi', { after })
  return { valid, token: await verifyCode(valid.json.data.verification.challenge, codeIn(mail)) }
}

/** The claim's other fields, as the /claim form sends them. */
function claimFields(form: FormData) {
  form.set('problem_category', 'structure')
  form.set('started_on', new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)) // yesterday: after any demo purchase, not in the future
  form.set('contact_time', 'morning')
}

const owner = warrantyOwner('dewi.garansi@contoh.co.id')

describe('warranty', () => {
  it('validates, registers once, shows the detail and takes a claim with photos', async () => {
    const line = await eligibleLine('STR-2026-00002')
    const { valid, token } = await provePurchase({ ...line, receipt_no: line.receipt_no.toLowerCase() })
    expect(valid.json.data).toMatchObject({
      eligible: true,
      serial_no: line.serial_no,
      verification: { sent_to: `${line.email[0]}***@contoh.co.id` },
    })
    const numbers = { receipt_no: line.receipt_no, serial_no: line.serial_no }

    // Area names must name one real village together, as the form's list gives them.
    const madeUp = await call('POST', '/apiwarranty/warranty/REGISTER_WARRANTY', {
      body: { ...numbers, ...owner, kelurahan: '<b>Kemang</b>', verification_token: token },
    })
    expect(madeUp.json).toMatchObject({
      is_ok: false,
      message: expect.stringContaining('tidak cocok dengan data wilayah resmi'),
    })
    const registered = await call('POST', '/apiwarranty/warranty/REGISTER_WARRANTY', {
      body: { ...numbers, ...owner, verification_token: token },
    })
    expect(registered.json.is_ok).toBe(true)
    expect(registered.json.data.registration_no).toMatch(/^GRN-/)
    // The end of coverage as a shopper in Jakarta reads it, whatever the server's own zone.
    const until = new Intl.DateTimeFormat('id-ID', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Jakarta',
    }).format(new Date(registered.json.data.coverage_until))
    expect(registered.json.message).toContain(`berlaku hingga ${until}.`)
    expect((await waitForMail(owner.email, 'Garansi terdaftar')).text).toContain(
      registered.json.data.registration_no,
    )
    // Pressing twice answers the same; someone else is refused; one row is stored.
    const twice = await call('POST', '/apiwarranty/warranty/REGISTER_WARRANTY', {
      body: { ...numbers, ...owner, verification_token: token },
    })
    expect(twice.json.data.registration_no).toBe(registered.json.data.registration_no)
    // The registration number finds it too (masked); a number with the wrong check does not, however close.
    const byNumber = await call('POST', '/apiwarranty/warranty/DETAIL_WARRANTY_RECEIVE', {
      body: { registration_no: registered.json.data.registration_no.toLowerCase().replace(/-/g, ' ') },
    })
    expect(byNumber.json.data).toMatchObject({
      registration_no: registered.json.data.registration_no,
      receipt_no: line.receipt_no,
      serial_no: line.serial_no,
      verified_owner: false,
    })
    const [, sequence, check] = /^GRN-(\d{6})-([0-9A-Z]{4})$/.exec(registered.json.data.registration_no)!
    const guessed = await call('POST', '/apiwarranty/warranty/DETAIL_WARRANTY_RECEIVE', {
      body: { registration_no: `GRN-${sequence}-${check === 'AAAA' ? 'AAAB' : 'AAAA'}` },
    })
    expect(guessed.json).toMatchObject({
      is_ok: false,
      message: expect.stringContaining('Nomor registrasi ini tidak ditemukan'),
    })
    expect(
      (
        await call('POST', '/apiwarranty/warranty/DETAIL_WARRANTY_RECEIVE', {
          body: { registration_no: 'GRN-12' },
        })
      ).status,
    ).toBe(400)
    expect(
      (await call('POST', '/apiwarranty/warranty/DETAIL_WARRANTY_RECEIVE', { body: {} })).json.message,
    ).toContain('Nomor struk wajib diisi')
    const other = await call('POST', '/apiwarranty/warranty/REGISTER_WARRANTY', {
      body: { ...numbers, ...owner, email: 'other@contoh.co.id', verification_token: token },
    })
    expect(other.json.is_ok).toBe(false)
    expect(
      (await staffFind('warranty-registrations', { serial_no: { equals: line.serial_no } })).totalDocs,
    ).toBe(1)
    const revalidate = await call('POST', '/apiwarranty/warranty/VALIDATE_WARRANTY_RECEIVE', {
      body: numbers,
    })
    expect(revalidate.json.message).toContain('sudah terdaftar')

    // Without proof the owner is masked; with the receipt's proof the buyer reads it in full.
    const detail = await call('POST', '/apiwarranty/warranty/DETAIL_WARRANTY_RECEIVE', { body: numbers })
    expect(detail.json.data).toMatchObject({
      is_active: true,
      serial_no: line.serial_no,
      verified_owner: false,
    })
    expect(detail.json.data.owner.email).not.toBe(owner.email)
    expect(detail.json.data.owner.phone).not.toContain('98765')
    const full = await call('POST', '/apiwarranty/warranty/DETAIL_WARRANTY_RECEIVE', {
      body: { ...numbers, verification_token: token },
    })
    expect(full.json.data.owner).toMatchObject({ email: owner.email, name: owner.customer_name })

    const form = new FormData()
    form.set('receipt_no', line.receipt_no)
    form.set('serial_no', line.serial_no)
    form.set('problem', 'Kaki kursi patah setelah dua minggu dipakai dengan wajar.')
    claimFields(form)
    form.append('photos', new Blob([pngBytes], { type: 'image/png' }), 'kaki.png')
    // A full-size photo sent straight to the call (the page would have shrunk it) is stored at most 1600 px
    // wide.
    const big = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: { r: 150, g: 120, b: 90 } },
    })
      .png()
      .toBuffer()
    form.append('photos', new Blob([new Uint8Array(big)], { type: 'image/png' }), 'besar.png')
    const unproven = await call('POST', '/apiwarranty/warranty/CLAIM_WARRANTY', { form })
    expect(unproven.status).toBe(400)
    form.set('verification_token', token)
    form.set('started_on', '2020-01-01')
    expect((await call('POST', '/apiwarranty/warranty/CLAIM_WARRANTY', { form })).json.message).toBe(
      'Tanggal mulai rusak tidak boleh sebelum tanggal pembelian.',
    )
    claimFields(form)
    const claim = await call('POST', '/apiwarranty/warranty/CLAIM_WARRANTY', { form })
    expect(claim.json.is_ok).toBe(true)
    expect(claim.json.data.claim_no).toMatch(/^KLM-\d{6}-\d+-[0-9A-F]{4}$/)
    // The same claim sent again, twice at once (a double press), is the claim already made: one claim, its
    // two photos.
    const [again, atOnce] = await Promise.all([
      call('POST', '/apiwarranty/warranty/CLAIM_WARRANTY', { form }),
      call('POST', '/apiwarranty/warranty/CLAIM_WARRANTY', { form }),
    ])
    expect([again.json.data.claim_no, atOnce.json.data.claim_no]).toEqual([
      claim.json.data.claim_no,
      claim.json.data.claim_no,
    ])
    const photos = await staffFind('private-uploads', { filename: { like: `claim-${line.serial_no}` } })
    expect(photos.docs.map((p) => [p.width, p.height]).sort()).toEqual([
      [1, 1],
      [1600, 1200],
    ])
    expect((await waitForMail(owner.email, 'Klaim garansi diterima')).text).toContain(
      claim.json.data.claim_no,
    )
    const after = await call('POST', '/apiwarranty/warranty/DETAIL_WARRANTY_RECEIVE', { body: numbers })
    expect(after.json.data.claims).toHaveLength(1)
    // Others learn the state only; the owner reads the claim and the staff note.
    expect(after.json.data.claims[0]).toMatchObject({
      claim_no: claim.json.data.claim_no,
      status: 'received',
      status_label: 'Diterima',
    })
    expect(after.json.data.claims[0].problem).toBeUndefined()

    // Staff move the claim; the owner is told by e-mail with the note, and reads it on /claim's call.
    const [stored] = (await staffFind('warranty-claims', { claim_no: { equals: claim.json.data.claim_no } }))
      .docs
    expect(stored).toMatchObject({
      problem_category: 'structure',
      contact_time: 'morning',
      status: 'received',
    })
    await staffUpdate('warranty-claims', stored.id, {
      status: 'approved',
      status_note: 'Teknisi datang Kamis, 26 Nov, pukul 10.00.',
    })
    const told = await waitForMail(owner.email, /Disetujui/)
    expect(told.text).toContain('Teknisi datang Kamis')
    const owned = await call('POST', '/apiwarranty/warranty/DETAIL_WARRANTY_RECEIVE', {
      body: { ...numbers, verification_token: token },
    })
    expect(owned.json.data.claims[0]).toMatchObject({
      status: 'approved',
      status_label: 'Disetujui',
      status_note: 'Teknisi datang Kamis, 26 Nov, pukul 10.00.',
      problem_category: 'structure',
    })
    // Forward only: an approved claim cannot go back to received; done is final. The old note is not sent
    // again.
    const back = await staffUpdate('warranty-claims', stored.id, { status: 'received' })
    expect(back.status).toBe(400)
    expect(JSON.stringify(back.body)).toContain('hanya dapat diubah ke: Selesai')
    expect((await staffUpdate('warranty-claims', stored.id, { status: 'done' })).status).toBe(200)
    const finished = await waitForMail(owner.email, /Selesai/)
    expect(finished.text).not.toContain('Teknisi datang Kamis')
    expect((await staffUpdate('warranty-claims', stored.id, { status: 'rejected' })).status).toBe(400)
  })

  it('refuses a claim without a category or with a start day in the future', async () => {
    const form = new FormData()
    form.set('receipt_no', 'STR-2026-00002')
    form.set('serial_no', 'SN000201')
    form.set('verification_token', 'x'.repeat(40))
    form.set('problem', 'Kerusakan pada bagian engsel pintu lemari sebelah kiri.')
    form.append('photos', new Blob([pngBytes], { type: 'image/png' }), 'engsel.png')
    expect((await call('POST', '/apiwarranty/warranty/CLAIM_WARRANTY', { form })).json.message).toContain(
      'Pilih jenis kerusakan',
    )
    claimFields(form)
    form.set('started_on', '2999-01-01')
    expect((await call('POST', '/apiwarranty/warranty/CLAIM_WARRANTY', { form })).json.message).toContain(
      'tidak boleh di masa depan',
    )
  })

  it("refuses a squatter who knows the receipt and serial numbers but not the buyer's e-mail", async () => {
    const line = await eligibleLine('STR-2026-00012')
    const numbers = { receipt_no: line.receipt_no, serial_no: line.serial_no }
    const squatter = { ...owner, customer_name: 'Orang Lain', email: 'penyerobot@contoh.co.id' }
    const bare = await call('POST', '/apiwarranty/warranty/REGISTER_WARRANTY', {
      body: { ...numbers, ...squatter },
    })
    expect(bare.status).toBe(400)
    const forged = await call('POST', '/apiwarranty/warranty/REGISTER_WARRANTY', {
      body: {
        ...numbers,
        ...squatter,
        verification_token:
          'eyJhbGciOiJIUzI1NiJ9.eyJ2aWQiOjEsInB1cnBvc2UiOiJ3YXJyYW50eSJ9.forged-signature-here',
      },
    })
    expect(forged.json).toMatchObject({
      is_ok: false,
      message: expect.stringContaining('Verifikasi email diperlukan'),
    })
    // A proof the squatter earned for their own purchase does not register someone else's.
    const own = await eligibleLine('STR-2026-00017')
    const { token: ownProof } = await provePurchase(own)
    const borrowed = await call('POST', '/apiwarranty/warranty/REGISTER_WARRANTY', {
      body: { ...numbers, ...squatter, verification_token: ownProof },
    })
    expect(borrowed.json.is_ok).toBe(false)
    expect(
      (await staffFind('warranty-registrations', { serial_no: { equals: line.serial_no } })).totalDocs,
    ).toBe(0)
    // The real buyer can still register.
    const { token } = await provePurchase(line)
    expect(
      (
        await call('POST', '/apiwarranty/warranty/REGISTER_WARRANTY', {
          body: { ...numbers, ...owner, email: 'pembeli.asli@contoh.co.id', verification_token: token },
        })
      ).json.is_ok,
    ).toBe(true)
  })

  it("lets the registered owner prove themselves later with a code to the owner's e-mail, and claim", async () => {
    const line = await eligibleLine('STR-2026-00011')
    const { token } = await provePurchase(line)
    const numbers = { receipt_no: line.receipt_no, serial_no: line.serial_no }
    const ownerEmail = 'pemilik.baru@contoh.co.id'
    expect(
      (
        await call('POST', '/apiwarranty/warranty/REGISTER_WARRANTY', {
          body: { ...numbers, ...owner, email: ownerEmail, verification_token: token },
        })
      ).json.is_ok,
    ).toBe(true)
    const after = await mailCount(ownerEmail)
    const asked = await call('POST', '/apiwarranty/warranty/DETAIL_WARRANTY_RECEIVE', {
      body: { ...numbers, send_code: true },
    })
    expect(asked.json.data.verification.sent_to).toBe('p***@contoh.co.id')
    const ownerToken = await verifyCode(
      asked.json.data.verification.challenge,
      codeIn(await waitForMail(ownerEmail, 'Kode verifikasi', { after })),
    )
    const full = await call('POST', '/apiwarranty/warranty/DETAIL_WARRANTY_RECEIVE', {
      body: { ...numbers, verification_token: ownerToken },
    })
    expect(full.json.data).toMatchObject({ verified_owner: true, owner: { email: ownerEmail } })

    // The owner's address mistyped: the buyer asks a code to the receipt's e-mail instead, and is the owner
    // too.
    const before = await mailCount(line.email)
    const viaReceipt = await call('POST', '/apiwarranty/warranty/DETAIL_WARRANTY_RECEIVE', {
      body: { ...numbers, send_code: true, send_to: 'receipt' },
    })
    expect(viaReceipt.json.data.verification.sent_to).toBe(`${line.email[0]}***@contoh.co.id`)
    const buyerToken = await verifyCode(
      viaReceipt.json.data.verification.challenge,
      codeIn(await waitForMail(line.email, 'Kode verifikasi', { after: before })),
    )
    const asBuyer = await call('POST', '/apiwarranty/warranty/DETAIL_WARRANTY_RECEIVE', {
      body: { ...numbers, verification_token: buyerToken },
    })
    expect(asBuyer.json.data.verified_owner).toBe(true)
  })

  it('explains why a receipt is not eligible', async () => {
    // An unknown receipt and a serial not on a real receipt read exactly alike.
    const unknown = await call('POST', '/apiwarranty/warranty/VALIDATE_WARRANTY_RECEIVE', {
      body: { receipt_no: 'STR-0000-99999', serial_no: 'SN123456' },
    })
    const wrongSerial = await call('POST', '/apiwarranty/warranty/VALIDATE_WARRANTY_RECEIVE', {
      body: { receipt_no: 'STR-2026-00002', serial_no: 'SN999999' },
    })
    expect(unknown.json).toMatchObject({ is_ok: false, message: expect.stringContaining('tidak cocok') })
    expect(wrongSerial.json).toEqual(unknown.json)
    const unpaidLine = await eligibleLine('STR-2026-00040')
    const unpaid = await call('POST', '/apiwarranty/warranty/VALIDATE_WARRANTY_RECEIVE', {
      body: { receipt_no: unpaidLine.receipt_no, serial_no: unpaidLine.serial_no },
    })
    expect(unpaid.json.message).toContain('belum lunas')
  })

  it('refuses a claim whose photo is not an image by its bytes, and stores no claim', async () => {
    const line = await eligibleLine('STR-2026-00005')
    const { token } = await provePurchase(line)
    const numbers = { receipt_no: line.receipt_no, serial_no: line.serial_no }
    await call('POST', '/apiwarranty/warranty/REGISTER_WARRANTY', {
      body: { ...numbers, ...owner, email: 'fake.photo@contoh.co.id', verification_token: token },
    })
    const form = new FormData()
    form.set('receipt_no', line.receipt_no)
    form.set('serial_no', line.serial_no)
    form.set('verification_token', token)
    form.set('problem', 'Permukaan meja retak di bagian tengah sejak minggu lalu.')
    claimFields(form)
    form.append('photos', new Blob([fakePng], { type: 'image/png' }), 'retak.png')
    const { json } = await call('POST', '/apiwarranty/warranty/CLAIM_WARRANTY', { form })
    expect(json).toMatchObject({ is_ok: false, message: 'retak.png is not a PNG, JPEG or WebP image' })
    const detail = await call('POST', '/apiwarranty/warranty/DETAIL_WARRANTY_RECEIVE', { body: numbers })
    expect(detail.json.data.claims).toHaveLength(0)
  })

  it('validates claim input: photos required, size limit, JSON instead of multipart', async () => {
    const form = new FormData()
    form.set('receipt_no', 'STR-2026-00002')
    form.set('serial_no', 'SN000201')
    form.set('problem', 'Kerusakan pada bagian engsel pintu lemari sebelah kiri.')
    claimFields(form)
    form.set('verification_token', 'x'.repeat(40))
    expect((await call('POST', '/apiwarranty/warranty/CLAIM_WARRANTY', { form })).json.message).toBe(
      'Unggah minimal 1 foto produk',
    )
    form.append('photos', new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' }), 'big.png')
    expect((await call('POST', '/apiwarranty/warranty/CLAIM_WARRANTY', { form })).json.message).toContain(
      'larger than 5 MB',
    )
    const json = await call('POST', '/apiwarranty/warranty/CLAIM_WARRANTY', { body: { receipt_no: 'x' } })
    expect(json.json.message).toBe('The request body must be multipart form data')
  })

  it('refuses registration input that is incomplete', async () => {
    const { status, json } = await call('POST', '/apiwarranty/warranty/REGISTER_WARRANTY', {
      body: {
        receipt_no: 'STR-2026-00002',
        serial_no: 'SN00020101',
        ...owner,
        postal_code: '123',
        verification_token: 'x'.repeat(40),
      },
    })
    expect(status).toBe(400)
    expect(json.message).toContain('Kode pos terdiri dari 5 angka')
  })

  it('GET /apiwarranty/master/getpostal finds villages with district, city and province', async () => {
    const { json } = await call('GET', '/apiwarranty/master/getpostal?kelurahan=Menteng')
    expect(json.data.villages[0]).toMatchObject({
      kelurahan: 'Menteng',
      kecamatan: 'Menteng',
      city: 'Kota Administrasi Jakarta Pusat',
      province: 'Daerah Khusus Ibukota Jakarta',
    })
    expect(json.data.villages.length).toBeLessThanOrEqual(20)
    expect((await call('GET', '/apiwarranty/master/getpostal?kelurahan=ke')).json.message).toBe(
      'kelurahan needs at least 3 letters',
    )
  })

  it('getpostal narrows a common village name by the kecamatan, city or province typed after it', async () => {
    const common = (await call('GET', '/apiwarranty/master/getpostal?kelurahan=Sukamaju')).json.data
    expect(common.villages).toHaveLength(20)
    expect(common.total).toBeGreaterThan(20)
    const narrowed = (
      await call('GET', `/apiwarranty/master/getpostal?kelurahan=${encodeURIComponent('Sukamaju bogor')}`)
    ).json.data
    expect(narrowed.villages.length).toBeGreaterThan(0)
    for (const v of narrowed.villages) expect(`${v.kecamatan} ${v.city}`.toLowerCase()).toContain('bogor')
    expect(
      (
        await call(
          'GET',
          `/apiwarranty/master/getpostal?kelurahan=${encodeURIComponent('Sukamaju tidakada')}`,
        )
      ).json.data.villages,
    ).toHaveLength(0)
  })

  it('fills postal codes from a table staff import in the back-office', async () => {
    const upload = async (csv: string, headers: Record<string, string>) => {
      const form = new FormData()
      form.set('file', new Blob([csv], { type: 'text/csv' }), 'kodepos.csv')
      const response = await fetch(`${baseUrl()}/cms-api/postal-code-imports`, {
        method: 'POST',
        headers,
        body: form,
      })
      return { status: response.status, body: await response.json() }
    }
    const table =
      'kelurahan;kecamatan;kota;provinsi;kodepos\nMenteng;Menteng;Jakarta Pusat;DKI Jakarta;10310\nMenteng;Tidakada;Jakarta Pusat;;10310\nGondangdia;Menteng;Jakarta Pusat;;103\n'
    expect((await upload(table, {})).status).toBe(403)
    const staff = await staffAuthorization()
    const imported = await upload(table, staff)
    expect(imported.status).toBe(201)
    expect(imported.body.doc).toMatchObject({ lines: 3, saved: 1, skipped: 2 })
    expect(imported.body.doc.problems).toContain(
      'Baris 3: Menteng, Tidakada, Jakarta Pusat tidak ada di data wilayah resmi',
    )
    expect(imported.body.doc.problems).toContain('Baris 4: kode pos "103" harus 5 angka')
    const menteng = (await call('GET', '/apiwarranty/master/getpostal?kelurahan=Menteng menteng pusat')).json
      .data.villages
    expect(menteng[0]).toMatchObject({ kelurahan: 'Menteng', kecamatan: 'Menteng', postal_code: '10310' })
    // A newer table replaces the code; a file without the needed columns stores nothing and says why.
    expect(
      (await upload('kode_wilayah,kodepos\n' + menteng[0].code + ',10311\n', staff)).body.doc,
    ).toMatchObject({ saved: 1, skipped: 0 })
    expect(
      (await call('GET', '/apiwarranty/master/getpostal?kelurahan=Menteng menteng pusat')).json.data
        .villages[0].postal_code,
    ).toBe('10311')
    const refused = await upload('nama,kode\nMenteng,10310\n', staff)
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0].message).toContain('Baris pertama harus menamai kolom')
    expect((await fetch(`${baseUrl()}/cms-api/postal-codes`)).status).toBe(403)
  })
})
