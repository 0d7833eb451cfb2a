import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { mailCount, waitForMail } from './mail'
import { expectNoAxeViolations, open, staff } from './support'

/** A receipt line with a serial number, and the e-mail on the receipt, read from the store's records as staff. */
async function purchaseLine(request: APIRequestContext, receiptNo: string) {
  const login = await request.post('/cms-api/users/login', { data: { email: staff.email, password: staff.password } })
  const token = (await login.json()).token as string
  const found = await request.get(`/cms-api/sales-receipts?where[receipt_no][equals]=${receiptNo}&depth=0`, { headers: { Authorization: `JWT ${token}` } })
  const receipt = (await found.json()).docs[0]
  const item = receipt.items.find((i: { serial_no: string | null }) => i.serial_no)
  return { receipt_no: receiptNo, serial_no: item.serial_no as string, email: receipt.customer_email as string }
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

test('warranty registration: purchase, code from the receipt e-mail, owner with kelurahan lookup, certificate', async ({ page, request }, info) => {
  const line = await purchaseLine(request, info.project.name === 'small' ? 'STR-2026-00003' : 'STR-2026-00004')
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
  await expect(page.getByRole('button', { name: /Kirim ulang dalam 0:5\d|Kirim ulang dalam 1:00/ })).toBeDisabled()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: info.outputPath('2-proof.png'), fullPage: true })
  // A wrong code says how many tries are left and keeps the step.
  await page.getByLabel('Kode verifikasi').fill('000000')
  await page.getByRole('button', { name: 'Verifikasi', exact: true }).click()
  await expect(page.locator('main').getByRole('alert').filter({ hasText: 'Kode verifikasi salah' })).toBeVisible()
  // A reload keeps the steps done.
  await page.reload()
  await expect(page.getByText(`${line.email[0]}***@contoh.co.id`)).toBeVisible()
  await proveCode(page, line.email, before)

  await expect(page.locator('[aria-current="step"]')).toContainText('Data pemilik')
  await page.getByLabel('Nama lengkap').fill('Budi Santoso')
  await page.getByLabel('Nomor telepon').fill('0812 3456 7890')
  await page.getByLabel('Email', { exact: true }).fill('budi.pemilik@contoh.co.id')
  await page.getByLabel('Alamat (jalan, nomor, RT/RW)').fill('Jl. Kemang Raya No. 10, RT 02/RW 05')
  // Submitting without picking a kelurahan says what to do.
  await page.getByRole('button', { name: 'Daftarkan garansi' }).click()
  await expect(page.getByText('Pilih kelurahan dari saran agar kecamatan terisi').or(page.getByText('Pilih kelurahan dari daftar'))).toBeVisible()
  const village = page.getByRole('combobox', { name: 'Kelurahan / desa' })
  await village.fill('cipete utara')
  await expect(page.getByRole('option').first()).toBeVisible()
  await village.press('ArrowDown')
  await village.press('Enter')
  await expect(village).toHaveValue('Cipete Utara')
  await expect(page.getByText(/Kecamatan Kebayoran Baru, Kota Administrasi Jakarta Selatan/)).toBeVisible()
  await page.getByLabel('Kode pos').fill('1215')
  await page.getByRole('button', { name: 'Daftarkan garansi' }).click()
  await expect(page.getByText('Kode pos terdiri dari 5 angka')).toBeVisible()
  await page.getByLabel('Kode pos').fill('12150')
  await expectNoAxeViolations(page)
  await page.screenshot({ path: info.outputPath('3-owner.png'), fullPage: true })
  const ownerBefore = await mailCount('budi.pemilik@contoh.co.id')
  await page.getByRole('button', { name: 'Daftarkan garansi' }).click()

  await expect(page.getByRole('heading', { name: 'Garansi Anda sudah terdaftar' })).toBeVisible()
  await expect(page.locator('[data-registration-no]')).toHaveText(/^GRN-\d{6}$/)
  await expect(page.getByText('Garansi berakhir')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Yang ditanggung' })).toBeVisible()
  const certificate = await waitForMail('budi.pemilik@contoh.co.id', /Garansi terdaftar/, { after: ownerBefore })
  expect(certificate.subject).toContain(await page.locator('[data-registration-no]').textContent())
  await expectNoAxeViolations(page)
  await page.screenshot({ path: info.outputPath('4-done.png'), fullPage: true })
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Garansi Anda sudah terdaftar' })).toBeVisible()

  // The same serial again is refused with where to go instead.
  await page.getByRole('button', { name: 'Daftarkan produk lain' }).click()
  await fillPurchase(page, line)
  await expect(page.locator('main').getByRole('alert')).toContainText('sudah terdaftar')
})

test('warranty registration refusals: unknown receipt and unknown serial answer alike; fields say what is missing', async ({ page, request }) => {
  const line = await purchaseLine(request, 'STR-2026-00006')
  await open(page, '/register')
  await page.getByRole('button', { name: 'Periksa pembelian' }).click()
  await expect(page.getByText('Nomor struk wajib diisi')).toBeVisible()
  await expect(page.getByText('Nomor seri wajib diisi')).toBeVisible()
  await fillPurchase(page, { receipt_no: 'STR-2099-99999', serial_no: line.serial_no })
  const unknownReceipt = await page.locator('main').getByRole('alert').textContent()
  await fillPurchase(page, { receipt_no: line.receipt_no, serial_no: 'SN0000000000' })
  await expect(page.locator('main').getByRole('alert')).toHaveText(unknownReceipt!)
  expect(unknownReceipt).toContain('Periksa kembali keduanya')
  // What was typed stays.
  await expect(page.getByLabel('Nomor seri produk', { exact: true })).toHaveValue('SN0000000000')
  // An unpaid receipt says so.
  const unpaid = await purchaseLine(request, 'STR-2026-00040')
  await fillPurchase(page, unpaid)
  await expect(page.locator('main').getByRole('alert')).toContainText('belum lunas')
})

test('warranty registration: back keeps the numbers and the owner data; a 500 shows the body’s message', async ({ page, request }) => {
  const line = await purchaseLine(request, 'STR-2026-00008')
  await open(page, '/register')
  await page.route('**/apiwarranty/warranty/VALIDATE_WARRANTY_RECEIVE', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ is_ok: false, message: 'Sistem garansi sedang pemeliharaan hingga pukul 22.00 WIB.' }) }), { times: 1 })
  await fillPurchase(page, line)
  await expect(page.locator('main').getByRole('alert')).toHaveText('Sistem garansi sedang pemeliharaan hingga pukul 22.00 WIB.')
  await expect(page.getByLabel('Nomor struk', { exact: true })).toHaveValue(line.receipt_no)
  const before = await mailCount(line.email)
  await page.getByRole('button', { name: 'Periksa pembelian' }).click()
  await proveCode(page, line.email, before)
  await page.getByLabel('Nama lengkap').fill('Siti Rahmawati')
  await page.getByRole('button', { name: 'Kembali' }).click()
  await expect(page.getByLabel('Nomor struk', { exact: true })).toHaveValue(line.receipt_no)
  await expect(page.getByLabel('Nomor seri produk', { exact: true })).toHaveValue(line.serial_no)
  const again = await mailCount(line.email)
  await page.getByRole('button', { name: 'Periksa pembelian' }).click()
  await proveCode(page, line.email, again)
  await expect(page.getByLabel('Nama lengkap')).toHaveValue('Siti Rahmawati')
})
