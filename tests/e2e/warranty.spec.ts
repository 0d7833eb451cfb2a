import { type APIRequestContext, expect, type Page } from '@playwright/test'

import { blankTile } from '../support/blank-tile'
import { test } from './fixtures'
import { mailCount, waitForMail } from './mail'
import { expectNoAxeViolations, open, staff } from './support'
import { contractHeaders } from '../../scripts/contract-headers.mjs'

/**
 * A receipt line with a serial number, and the e-mail on the receipt, read from the store's records as staff.
 */
async function purchaseLine(request: APIRequestContext, receiptNo: string) {
  const login = await request.post('/cms-api/users/login', {
    data: { email: staff.email, password: staff.password },
  })
  const token = (await login.json()).token as string
  const found = await request.get(`/cms-api/sales-receipts?where[receipt_no][equals]=${receiptNo}&depth=0`, {
    headers: { Authorization: `JWT ${token}` },
  })
  const receipt = (await found.json()).docs[0]
  const item = receipt.items.find((i: { serial_no: string | null }) => i.serial_no)
  return {
    receipt_no: receiptNo,
    serial_no: item.serial_no as string,
    email: receipt.customer_email as string,
  }
}

const codeFrom = (subject: string) => /(\d{6})/.exec(subject)![1]!

async function fillPurchase(page: Page, line: { receipt_no: string; serial_no: string }) {
  await page.getByLabel('Nomor struk', { exact: true }).fill(line.receipt_no)
  await page.getByLabel('Nomor seri produk', { exact: true }).fill(line.serial_no)
  await page.getByRole('button', { name: 'Periksa pembelian' }).click()
}

async function proveCode(page: Page, email: string, before: number) {
  const mail = await waitForMail(email, /Kode verifikasi/, { after: before })
  await page.getByLabel('Kode verifikasi').fill(codeFrom(mail.subject))
  await page.getByRole('button', { name: 'Verifikasi', exact: true }).click()
}

test.beforeEach(() => test.skip(!staff.password, 'TEST_ADMIN_PASSWORD is set by npm test'))

test('warranty registration: purchase, code from the receipt e-mail, owner with kelurahan lookup, certificate', async ({
  page,
  request,
}, info) => {
  const line = await purchaseLine(
    request,
    info.project.name === 'small' ? 'STR-2026-00003' : 'STR-2026-00004',
  )
  await open(page, '/register')
  await expect(page.getByRole('heading', { level: 1, name: 'Registrasi Garansi' })).toBeVisible()
  await expect(page.locator('[aria-current="step"]')).toContainText('Pembelian')
  await page.getByText('Di mana menemukan nomor struk dan nomor seri?').click()
  await expect(page.getByRole('img', { name: /nomor struk tercetak/ })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: info.outputPath('1-purchase.png'), fullPage: true })

  const before = await mailCount(line.email)
  await fillPurchase(page, { receipt_no: line.receipt_no.toLowerCase(), serial_no: line.serial_no })
  await expect(page.locator('[aria-current="step"]')).toContainText('Verifikasi')
  await expect(page.getByText(`${line.email[0]}***@contoh.co.id`)).toBeVisible()
  await expect(
    page.getByRole('button', { name: /Kirim ulang dalam 0:5\d|Kirim ulang dalam 1:00/ }),
  ).toBeDisabled()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: info.outputPath('2-proof.png'), fullPage: true })
  // A wrong code says how many tries are left and keeps the step.
  await page.getByLabel('Kode verifikasi').fill('000000')
  await page.getByRole('button', { name: 'Verifikasi', exact: true }).click()
  await expect(page.locator('[data-form-error]').filter({ hasText: 'Kode verifikasi salah' })).toBeVisible()
  // The toast of spec §8 reads the refusal out; the copy beside the form is not announced a second time.
  await expect(page.getByRole('alert').filter({ hasText: 'Kode verifikasi salah' })).toHaveCount(1)
  // A reload keeps the steps done.
  await page.reload()
  await expect(page.getByText(`${line.email[0]}***@contoh.co.id`)).toBeVisible()
  await proveCode(page, line.email, before)

  await expect(page.locator('[aria-current="step"]')).toContainText('Data pemilik')
  // Staff have loaded this village's postal code in the back-office, so picking the village fills it in.
  const login = await request.post('/cms-api/users/login', {
    data: { email: staff.email, password: staff.password },
  })
  const imported = await request.post('/cms-api/postal-code-imports', {
    headers: { Authorization: `JWT ${(await login.json()).token}` },
    multipart: {
      file: {
        name: 'kodepos.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          'kelurahan;kecamatan;kota;kodepos\nCipete Utara;Kebayoran Baru;Jakarta Selatan;12150\n',
        ),
      },
    },
  })
  expect((await imported.json()).doc).toMatchObject({ saved: 1 })
  await page.getByLabel('Nama lengkap').fill('Budi Santoso')
  await page.getByLabel('Nomor telepon').fill('0812 3456 7890')
  await page.getByLabel('Email', { exact: true }).fill('budi.pemilik@contoh.co.id')
  await page.getByLabel('Alamat (jalan, nomor, RT/RW)').fill('Jl. Kemang Raya No. 10, RT 02/RW 05')
  // Submitting without picking a kelurahan says what to do.
  await page.getByRole('button', { name: 'Daftarkan garansi' }).click()
  await expect(
    page
      .getByText('Pilih kelurahan dari saran agar kecamatan terisi')
      .or(page.getByText('Pilih kelurahan dari daftar')),
  ).toBeVisible()
  const village = page.getByRole('combobox', { name: 'Kelurahan / desa' })
  await village.fill('cipete utara')
  await expect(page.getByRole('option').first()).toBeVisible()
  await village.press('ArrowDown')
  await village.press('Enter')
  await expect(village).toHaveValue('Cipete Utara')
  await expect(page.getByText(/Kecamatan Kebayoran Baru, Kota Administrasi Jakarta Selatan/)).toBeVisible()
  await expect(page.getByLabel('Kode pos')).toHaveValue('12150')
  await page.getByLabel('Kode pos').fill('1215')
  await page.getByRole('button', { name: 'Daftarkan garansi' }).click()
  await expect(page.getByText('Kode pos terdiri dari 5 angka')).toBeVisible()
  await page.getByLabel('Kode pos').fill('12150')
  await expectNoAxeViolations(page)
  await page.screenshot({ path: info.outputPath('3-owner.png'), fullPage: true })
  const ownerBefore = await mailCount('budi.pemilik@contoh.co.id')
  await page.getByRole('button', { name: 'Daftarkan garansi' }).click()

  await expect(page.getByRole('heading', { name: 'Garansi Anda sudah terdaftar' })).toBeVisible()
  await expect(page.locator('[data-registration-no]')).toHaveText(/^GRN-\d{6}-[0-9A-Z]{4}$/)
  await expect(page.getByText('Budi Santoso')).toBeVisible()
  await expect(page.getByText('Garansi berakhir')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Yang ditanggung' })).toBeVisible()
  const certificate = await waitForMail('budi.pemilik@contoh.co.id', /Garansi terdaftar/, {
    after: ownerBefore,
  })
  expect(certificate.subject).toContain(await page.locator('[data-registration-no]').textContent())
  await expectNoAxeViolations(page)
  await page.screenshot({ path: info.outputPath('4-done.png'), fullPage: true })
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Garansi Anda sudah terdaftar' })).toBeVisible()

  // The same serial again is refused with where to go instead.
  await page.getByRole('button', { name: 'Daftarkan produk lain' }).click()
  await fillPurchase(page, line)
  await expect(page.locator('[data-form-error]')).toContainText('sudah terdaftar')
})

test('warranty registration refusals: unknown receipt and unknown serial answer alike; fields say what is missing', async ({
  page,
  request,
}) => {
  const line = await purchaseLine(request, 'STR-2026-00006')
  await open(page, '/register')
  await page.getByRole('button', { name: 'Periksa pembelian' }).click()
  await expect(page.getByText('Nomor struk wajib diisi')).toBeVisible()
  await expect(page.getByText('Nomor seri wajib diisi')).toBeVisible()
  await fillPurchase(page, { receipt_no: 'STR-2099-99999', serial_no: line.serial_no })
  const unknownReceipt = await page.locator('[data-form-error]').textContent()
  await fillPurchase(page, { receipt_no: line.receipt_no, serial_no: 'SN0000000000' })
  await expect(page.locator('[data-form-error]')).toHaveText(unknownReceipt!)
  expect(unknownReceipt).toContain('Periksa kembali keduanya')
  // What was typed stays.
  await expect(page.getByLabel('Nomor seri produk', { exact: true })).toHaveValue('SN0000000000')
  // An unpaid receipt says so.
  const unpaid = await purchaseLine(request, 'STR-2026-00040')
  await fillPurchase(page, unpaid)
  await expect(page.locator('[data-form-error]')).toContainText('belum lunas')
})

test('warranty registration: back keeps the numbers, the proof and the owner data; a 500 shows the body’s message', async ({
  page,
  request,
}) => {
  const line = await purchaseLine(request, 'STR-2026-00008')
  await open(page, '/register')
  await page.route(
    '**/apiwarranty/warranty/VALIDATE_WARRANTY_RECEIVE',
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          is_ok: false,
          message: 'Sistem garansi sedang pemeliharaan hingga pukul 22.00 WIB.',
        }),
      }),
    { times: 1 },
  )
  await fillPurchase(page, line)
  await expect(page.locator('main').getByRole('alert')).toHaveText(
    'Sistem garansi sedang pemeliharaan hingga pukul 22.00 WIB.',
  )
  await expect(page.getByLabel('Nomor struk', { exact: true })).toHaveValue(line.receipt_no)
  // Typed as printed on the label, with the S/N prefix and a space.
  await page
    .getByLabel('Nomor seri produk', { exact: true })
    .fill(`S/N: ${line.serial_no.slice(0, 8)} ${line.serial_no.slice(8)}`)
  const before = await mailCount(line.email)
  await page.getByRole('button', { name: 'Periksa pembelian' }).click()
  await proveCode(page, line.email, before)
  await page.getByLabel('Nama lengkap').fill('Siti Rahmawati')
  await page.getByRole('button', { name: 'Kembali' }).click()
  await expect(page.getByLabel('Nomor struk', { exact: true })).toHaveValue(line.receipt_no)
  await expect(page.getByLabel('Nomor seri produk', { exact: true })).toHaveValue(line.serial_no)
  // The same numbers, already proven, go straight back to the owner step: no new code is sent.
  const again = await mailCount(line.email)
  await page.getByRole('button', { name: 'Periksa pembelian' }).click()
  await expect(page.getByLabel('Nama lengkap')).toHaveValue('Siti Rahmawati')
  expect(await mailCount(line.email)).toBe(again)
})

// ---- /claim ---------------------------------------------------------------------------------

const headers = contractHeaders()

/** A registered warranty, made through the calls as a shopper's /register would (code read from the mail). */
async function registered(request: APIRequestContext, receiptNo: string, ownerEmail: string) {
  const line = await purchaseLine(request, receiptNo)
  const before = await mailCount(line.email)
  const valid = await (
    await request.post('/apiwarranty/warranty/VALIDATE_WARRANTY_RECEIVE', {
      headers,
      data: { receipt_no: line.receipt_no, serial_no: line.serial_no },
    })
  ).json()
  expect(valid.is_ok, valid.message).toBe(true)
  const code = codeFrom((await waitForMail(line.email, /Kode verifikasi/, { after: before })).subject)
  const proof = await (
    await request.post('/apiverify/verificationemail', {
      headers,
      multipart: { validtoken: code, challenge: valid.data.verification.challenge },
    })
  ).json()
  const done = await (
    await request.post('/apiwarranty/warranty/REGISTER_WARRANTY', {
      headers,
      data: {
        receipt_no: line.receipt_no,
        serial_no: line.serial_no,
        verification_token: proof.data.verification_token,
        customer_name: 'Andi Wijaya',
        email: ownerEmail,
        phone: '081298765432',
        address: 'Jl. Darmo Permai No. 8, Surabaya',
        kelurahan: 'Pradah Kalikendal',
        kecamatan: 'Dukuh Pakis',
        city: 'Kota Surabaya',
        province: 'Jawa Timur',
        postal_code: '60226',
      },
    })
  ).json()
  expect(done.is_ok, done.message).toBe(true)
  return { ...line, registration_no: done.data.registration_no as string }
}

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: blankTile([180, 150, 120]) })

test('warranty claim: find, prove the owner, see coverage, claim with checked photos; the state shows', async ({
  page,
  request,
}, info) => {
  const ownerEmail = `pemilik.klaim.${info.project.name}@contoh.co.id`
  const line = await registered(
    request,
    info.project.name === 'small' ? 'STR-2026-00010' : 'STR-2026-00013',
    ownerEmail,
  )
  await open(page, '/claim')
  await expect(page.getByRole('heading', { level: 1, name: 'Klaim Garansi' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: info.outputPath('1-find.png'), fullPage: true })
  const before = await mailCount(ownerEmail)
  await page.getByLabel('Nomor struk', { exact: true }).fill(line.receipt_no)
  await page.getByLabel('Nomor seri produk', { exact: true }).fill(line.serial_no)
  await page.getByRole('button', { name: 'Cari garansi' }).click()
  await expect(page.getByText(`${ownerEmail[0]}***@contoh.co.id`)).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: info.outputPath('2-proof.png'), fullPage: true })
  // A code went to the owner; with the owner's mailbox out of reach, the e-mail on the receipt gets one
  // instead.
  await waitForMail(ownerEmail, /Kode verifikasi/, { after: before })
  const receiptBefore = await mailCount(line.email)
  await page.getByRole('button', { name: 'Kirim kode ke email pada struk' }).click()
  await expect(page.getByText(`${line.email[0]}***@contoh.co.id`)).toBeVisible()
  await proveCode(page, line.email, receiptBefore)

  await expect(page.getByText('Belum ada klaim untuk produk ini.')).toBeVisible()
  await expect(page.getByText('Aktif', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Kirim klaim' }).click()
  await expect(page.getByText('Pilih jenis kerusakan').last()).toBeVisible()
  await expect(page.getByText('Tambahkan minimal 1 foto kerusakan')).toBeVisible()
  await page.getByLabel('Jenis kerusakan').selectOption('mechanism')
  await page.getByLabel('Mulai rusak sejak').fill('2026-11-15')
  await page
    .getByLabel('Ceritakan kerusakannya')
    .fill('Rel laci kiri lepas dan laci tidak bisa ditutup rapat.')
  await page.getByLabel('Waktu yang nyaman untuk dihubungi').selectOption('evening')
  const picker = page.locator('input[type="file"]')
  await picker.setInputFiles([
    { name: 'catatan.txt', mimeType: 'text/plain', buffer: Buffer.from('bukan foto') },
    png('laci-1.png'),
  ])
  await expect(page.getByText('catatan.txt: bukan foto JPEG, PNG atau WebP.')).toBeVisible()
  await expect(page.getByRole('img', { name: /Foto 1: laci-1\.jpg/ })).toBeVisible()
  await picker.setInputFiles(['2', '3', '4', '5', '6'].map((n) => png(`laci-${n}.png`)))
  await expect(page.getByText('Maksimal 5 foto: 1 foto tidak ditambahkan.')).toBeVisible()
  await expect(page.getByText('5 dari 5 foto')).toBeVisible()
  await page.getByRole('button', { name: 'Hapus foto 5' }).click()
  await expect(page.getByText('4 dari 5 foto')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: info.outputPath('3-claim.png'), fullPage: true })

  const ownerBefore = await mailCount(ownerEmail)
  await page.getByRole('button', { name: 'Kirim klaim' }).click()
  await expect(page.locator('[data-claim-no]')).toHaveText(/^KLM-/)
  const claimNo = await page.locator('[data-claim-no]').textContent()
  await expect(page.locator('[data-claim-status]').first()).toHaveText('Diterima')
  const mail = await waitForMail(ownerEmail, /Klaim garansi diterima/, { after: ownerBefore })
  expect(mail.text).toContain(claimNo!)
  expect(mail.text).toContain('4 foto')
  await expectNoAxeViolations(page)
  await page.screenshot({ path: info.outputPath('4-done.png'), fullPage: true })
  await page.reload()
  await expect(page.locator('[data-claim-no]')).toHaveText(claimNo!)
})

// Once: messages in the claim form, which the claim flow fills at both widths.
test(
  'warranty claim refusals: not registered points to registration; an ended coverage takes no claim; a 500 keeps the form',
  { tag: '@once' },
  async ({ page, request }, info) => {
    await open(page, '/claim')
    await page.getByLabel('Nomor struk', { exact: true }).fill('STR-2026-00019')
    await page.getByLabel('Nomor seri produk', { exact: true }).fill('SN00190100000')
    await page.getByRole('button', { name: 'Cari garansi' }).click()
    await expect(page.locator('[data-form-error]')).toContainText('belum terdaftar')
    await expect(page.getByRole('link', { name: 'Daftarkan garansi dulu' })).toHaveAttribute(
      'href',
      '/register',
    )

    const ownerEmail = `berakhir.${info.project.name}@contoh.co.id`
    const line = await registered(
      request,
      info.project.name === 'small' ? 'STR-2026-00020' : 'STR-2026-00021',
      ownerEmail,
    )
    const login = await request.post('/cms-api/users/login', {
      data: { email: staff.email, password: staff.password },
    })
    const auth = { Authorization: `JWT ${(await login.json()).token}` }
    const reg = (
      await (
        await request.get(
          `/cms-api/warranty-registrations?where[serial_no][equals]=${line.serial_no}&depth=0`,
          { headers: auth },
        )
      ).json()
    ).docs[0]
    expect(
      (
        await request.patch(`/cms-api/warranty-registrations/${reg.id}`, {
          headers: auth,
          data: { coverage_until: '2026-01-31T00:00:00.000Z' },
        })
      ).ok(),
    ).toBe(true)
    // Found by its registration number this time; a number with a wrong check is not found.
    await page.getByRole('radio', { name: 'Nomor registrasi' }).check()
    await page
      .getByLabel('Nomor registrasi garansi')
      .fill(line.registration_no.replace(/-[0-9A-Z]{4}$/, '-0000'))
    await page.getByRole('button', { name: 'Cari garansi' }).click()
    await expect(page.locator('[data-form-error]')).toContainText('Nomor registrasi ini tidak ditemukan')
    await expectNoAxeViolations(page)
    await page.screenshot({ path: info.outputPath('registration-no.png'), fullPage: true })
    await page.getByLabel('Nomor registrasi garansi').fill(line.registration_no.toLowerCase())
    const before = await mailCount(ownerEmail)
    await page.getByRole('button', { name: 'Cari garansi' }).click()
    await proveCode(page, ownerEmail, before)
    await expect(page.locator('main').getByRole('alert')).toContainText('berakhir pada')
    await expect(page.getByRole('button', { name: 'Kirim klaim' })).toHaveCount(0)
    await expect(page.locator('input[type="file"]')).toHaveCount(0)

    // The 500 path: the body's message is shown and nothing typed is lost.
    await page.route('**/apiwarranty/warranty/CLAIM_WARRANTY', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          is_ok: false,
          message: 'Server klaim sedang gangguan, coba lagi dalam 5 menit.',
        }),
      }),
    )
    expect(
      (
        await request.patch(`/cms-api/warranty-registrations/${reg.id}`, {
          headers: auth,
          data: { coverage_until: '2030-01-31T00:00:00.000Z' },
        })
      ).ok(),
    ).toBe(true)
    await page.getByRole('button', { name: 'Cari garansi lain' }).click()
    await page.getByLabel('Nomor struk', { exact: true }).fill(line.receipt_no)
    await page.getByLabel('Nomor seri produk', { exact: true }).fill(line.serial_no)
    const again = await mailCount(ownerEmail)
    await page.getByRole('button', { name: 'Cari garansi' }).click()
    await proveCode(page, ownerEmail, again)
    await page.getByLabel('Jenis kerusakan').selectOption('fabric')
    await page.getByLabel('Mulai rusak sejak').fill('2026-11-10')
    await page.getByLabel('Ceritakan kerusakannya').fill('Jahitan sandaran sofa terbuka sepanjang 10 cm.')
    await page.getByLabel('Waktu yang nyaman untuk dihubungi').selectOption('any')
    await page.locator('input[type="file"]').setInputFiles([png('jahitan.png')])
    await expect(page.getByText('1 dari 5 foto')).toBeVisible()
    await page.getByRole('button', { name: 'Kirim klaim' }).click()
    await expect(
      page.locator('main').getByRole('alert').filter({ hasText: 'Server klaim sedang gangguan' }),
    ).toBeVisible()
    await expect(page.getByLabel('Ceritakan kerusakannya')).toHaveValue(
      'Jahitan sandaran sofa terbuka sepanjang 10 cm.',
    )
    await expect(page.getByText('1 dari 5 foto')).toBeVisible()
  },
)
