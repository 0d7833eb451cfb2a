import { type APIRequestContext, expect, type Page } from '@playwright/test'

import { test } from './fixtures'
import { mailCount, waitForMail } from './mail'
import { expectNoAxeViolations, open, staff } from './support'

const TOKEN_KEY = 'rl-selfservice-token'
const codeFrom = (subject: string) => /(\d{6})/.exec(subject)![1]!

async function staffGet(request: APIRequestContext, path: string) {
  const login = await request.post('/cms-api/users/login', {
    data: { email: staff.email, password: staff.password },
  })
  const response = await request.get(path, {
    headers: { Authorization: `JWT ${(await login.json()).token}` },
  })
  return response.json()
}

async function fillPerson(page: Page, person: { name: string; nik: string; phone: string; email: string }) {
  await page.getByLabel('Nama lengkap sesuai KTP').fill(person.name)
  await page.getByLabel('NIK atau NIP').fill(person.nik)
  await page.getByLabel('Nomor telepon').fill(person.phone)
  await page.getByLabel('Email', { exact: true }).fill(person.email)
}

test.beforeEach(() => test.skip(!staff.password, 'TEST_ADMIN_PASSWORD is set by npm test'))

test('self-service: the list, then a personal-data agreement signed by drawing; the token is renewed once when refused', async ({
  page,
  request,
}, info) => {
  // Its own address on a retry: the first try's code still holds for the one before, and no new one is sent.
  const email = `ttd.gambar.${info.project.name}.${info.retry}@contoh.co.id`
  await open(page, '/self-service')
  await expect(page.getByRole('heading', { level: 1, name: 'Layanan Mandiri' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: info.outputPath('1-list.png'), fullPage: true })
  await page.getByRole('link', { name: 'Persetujuan Penggunaan Data Pribadi' }).click()
  await expect(page).toHaveURL(/\/self-service\/persetujuan-data$/)
  await expect(page.getByRole('heading', { name: /Naskah persetujuan/ })).toContainText('2026-01')
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)

  // Each field says what is wrong, in Indonesian, and nothing typed is lost.
  await fillPerson(page, { name: 'Dimas Pratama', nik: '3174043208900001', phone: '0812', email: email })
  await page.getByRole('button', { name: 'Lanjut: verifikasi email' }).click()
  await expect(page.getByText('Tanggal lahir pada NIK (angka ke-7 sampai ke-12) tidak valid')).toBeVisible()
  await expect(page.getByText('Nomor telepon tidak valid (contoh: 0812 3456 7890)')).toBeVisible()
  await expect(page.getByText('Centang bila Anda sudah membaca dan menyetujui naskah di atas')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: info.outputPath('2-person-errors.png'), fullPage: true })
  await page.getByLabel('NIK atau NIP').fill('3174 0412 0890 0001')
  await page.getByLabel('Nomor telepon').fill('0812 3456 7890')
  await page.getByRole('checkbox', { name: /Saya sudah membaca dan menyetujui/ }).check()
  const before = await mailCount(email)
  await page.getByRole('button', { name: 'Lanjut: verifikasi email' }).click()

  const mail = await waitForMail(email, /Kode verifikasi/, { after: before })
  await expect(page.getByText(`${email[0]}***@contoh.co.id`)).toBeVisible()
  await page.getByLabel('Kode verifikasi').fill('000000')
  await page.getByRole('button', { name: 'Verifikasi', exact: true }).click()
  await expect(page.locator('[data-form-error]')).toContainText('Kode verifikasi salah')
  // Back keeps what was typed; the same address goes back to the code already sent, without a new one.
  await page.getByRole('button', { name: 'Kembali' }).click()
  await expect(page.getByLabel('NIK atau NIP')).toHaveValue('3174 0412 0890 0001')
  await page.getByRole('button', { name: 'Lanjut: verifikasi email' }).click()
  await expect(page.getByLabel('Kode verifikasi')).toBeVisible()
  expect(await mailCount(email)).toBe(before + 1)
  // Pasted with a space, as codes often are.
  await page
    .getByLabel('Kode verifikasi')
    .fill(`${codeFrom(mail.subject).slice(0, 3)} ${codeFrom(mail.subject).slice(3)}`)
  await page.getByRole('button', { name: 'Verifikasi', exact: true }).click()

  await expect(page.getByRole('heading', { name: 'Tanda tangani persetujuan' })).toBeVisible()
  await page.getByRole('button', { name: 'Tanda tangani dan kirim' }).click()
  await expect(page.getByText('Buat tanda tangan dulu')).toBeVisible()
  const pad = page.locator('[data-signature-pad]')
  const box = (await pad.boundingBox())!
  // The pad is sized for the screen's pixel ratio: its bitmap is as wide as it shows, times the ratio.
  const ratio = await page.evaluate(() => window.devicePixelRatio)
  expect(await pad.evaluate((c: HTMLCanvasElement) => c.width)).toBe(Math.round(box.width * ratio))
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6)
  await page.mouse.down()
  for (const [dx, dy] of [
    [60, -40],
    [110, 20],
    [170, -30],
    [230, 25],
    [280, -10],
  ])
    await page.mouse.move(box.x + dx!, box.y + box.height * 0.6 + dy!, { steps: 6 })
  await page.mouse.up()
  await expect(page.getByText('Buat tanda tangan dulu')).toHaveCount(0)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: info.outputPath('3-sign.png'), fullPage: true })

  // Spec §4: a token the server refuses (here, one from before a key change) is renewed once, silently.
  await page.evaluate(
    (key) =>
      localStorage.setItem(
        key,
        JSON.stringify({
          token: 'eyJhbGciOiJIUzI1NiJ9.eyJzY29wZSI6InNlbGZzZXJ2aWNlIn0.invalid-signature',
          expires_at: new Date(Date.now() + 600_000).toISOString(),
        }),
      ),
    TOKEN_KEY,
  )
  const copyBefore = await mailCount(email)
  await page.getByRole('button', { name: 'Tanda tangani dan kirim' }).click()
  await expect(page.locator('[data-agreement-no]')).toHaveText(/^PDP-\d{6}$/)
  const agreementNo = await page.locator('[data-agreement-no]').textContent()
  const renewed = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key)!).token as string,
    TOKEN_KEY,
  )
  expect(renewed).not.toContain('invalid-signature')
  await expectNoAxeViolations(page)
  await page.screenshot({ path: info.outputPath('4-done.png'), fullPage: true })

  const copy = await waitForMail(email, /Salinan persetujuan/, { after: copyBefore })
  expect(copy.subject).toContain(agreementNo!)
  expect(copy.attachments[0]).toMatchObject({
    mimeType: 'application/pdf',
    content: expect.stringMatching(/^%PDF-/),
  })
  // The drawn signature reached the stored record.
  const stored = (await staffGet(request, `/cms-api/pdp-agreements?where[email][equals]=${email}&depth=1`))
    .docs[0]
  expect(stored).toMatchObject({
    name: 'Dimas Pratama',
    nip: '3174041208900001',
    signature_method: 'drawn',
    consent_version: '2026-01',
    channel: 'self-service WEB',
  })
  expect(stored.signature).toMatchObject({ purpose: 'signature', mimeType: 'image/png' })
  expect(stored.signature.width).toBeGreaterThan(200)
})

test('self-service: keyboard alone, with the typed-name signature', async ({ page, request }, info) => {
  const email = `ttd.ketik.${info.project.name}.${info.retry}@contoh.co.id`
  await open(page, '/self-service/persetujuan-data')
  await page.getByLabel('Nama lengkap sesuai KTP').focus()
  await page.keyboard.type('Ayu Kartika')
  await page.keyboard.press('Tab')
  await page.keyboard.type('3273015203850002')
  await page.keyboard.press('Tab')
  await page.keyboard.type('081298761234')
  await page.keyboard.press('Tab')
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('checkbox', { name: /Saya sudah membaca/ })).toBeFocused()
  await page.keyboard.press('Space')
  const before = await mailCount(email)
  await page.keyboard.press('Enter')
  const mail = await waitForMail(email, /Kode verifikasi/, { after: before })
  await expect(page.getByLabel('Kode verifikasi')).toBeVisible()
  await page.getByLabel('Kode verifikasi').focus()
  await page.keyboard.type(codeFrom(mail.subject))
  await page.keyboard.press('Enter')

  // The step's heading takes focus; the typed signature is reached and chosen with keys only.
  await expect(page.getByRole('heading', { name: 'Tanda tangani persetujuan' })).toBeFocused()
  await page.getByRole('radio', { name: 'Gambar tanda tangan' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: 'Ketik nama' })).toBeChecked()
  await expect(page.getByLabel('Nama lengkap sebagai tanda tangan')).toHaveValue('Ayu Kartika')
  await expect(page.getByRole('img', { name: 'Pratinjau tanda tangan ketik: Ayu Kartika' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: info.outputPath('typed-sign.png'), fullPage: true })
  await page.getByRole('button', { name: 'Tanda tangani dan kirim' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-agreement-no]')).toBeVisible()
  await expect(page.getByText('Nama diketik (pengganti tanda tangan)')).toBeVisible()
  const stored = (await staffGet(request, `/cms-api/pdp-agreements?where[email][equals]=${email}&depth=0`))
    .docs[0]
  expect(stored).toMatchObject({ signature_method: 'typed', name: 'Ayu Kartika' })
})

test('self-service: an unknown form is a 404', async ({ page }) => {
  const response = await page.goto('/self-service/tidak-ada')
  expect(response?.status()).toBe(404)
})
