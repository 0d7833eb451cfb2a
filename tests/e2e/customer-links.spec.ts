import fs from 'node:fs'
import path from 'node:path'

import { type APIRequestContext, expect, type Page, type Response } from '@playwright/test'

import { formatIDR } from '../../src/lib/format'
import { signCustomerLink } from '../../src/server/trust/customer-links'
import { test } from './fixtures'
import { mailCount, waitForMail } from './mail'
import { expectNoAxeViolations, open, staff } from './support'

/*
 * The pages opened from signed customer links: /refund/{token}, /detail_receipt/{token},
 * /voucher-claim/{token} and the bare-code /voucher-claim. Records used only here: returns RTR-2026-0003…0005
 * and 0009, receipts
 * STR-2026-00028, 00029 and 00040 (read only), vouchers 1–4 and 19–24 of the seed.
 */

// Links signed here (an expired one needs a past "now") use the template's key, which the e2e server's copy
// shares.
const template = process.env.TEST_TEMPLATE_DATA_DIR
if (template && fs.existsSync(path.join(template, '.customer-link-secret'))) {
  process.env.CUSTOMER_LINK_SECRET ||= fs
    .readFileSync(path.join(template, '.customer-link-secret'), 'utf8')
    .trim()
}

test.beforeEach(() => test.skip(!staff.password, 'TEST_ADMIN_PASSWORD is set by npm test'))

type Doc = Record<string, unknown> & { id: number; customer_link?: string }

async function staffHeaders(request: APIRequestContext) {
  const login = await request.post('/cms-api/users/login', {
    data: { email: staff.email, password: staff.password },
  })
  return { Authorization: `JWT ${(await login.json()).token}` }
}

/** One record as staff read it in the back-office, with its fresh customer link. */
async function staffRecord(
  request: APIRequestContext,
  collection: string,
  field: string,
  op: 'equals' | 'like',
  value: string,
): Promise<Doc> {
  const found = await request.get(
    `/cms-api/${collection}?where[${field}][${op}]=${encodeURIComponent(value)}&depth=0&limit=1`,
    { headers: await staffHeaders(request) },
  )
  const doc = (await found.json()).docs[0] as Doc | undefined
  if (!doc) throw new Error(`no ${collection} with ${field} ${op} ${value}`)
  return doc
}
const tokenOf = (doc: Doc) => doc.customer_link!.split('/').pop()!
/** The same token with its signature changed: a link someone edited. */
const tampered = (token: string) => `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`
const expiredLink = async (kind: 'refund' | 'receipt' | 'voucher', ref: string) =>
  (await signCustomerLink(kind, ref, new Date(Date.now() - 40 * 86_400_000))).token

/** Private pages: never stored by a cache, never indexed, the token kept out of the breadcrumb. */
async function expectPrivate(page: Page, response: Response | null, status: number) {
  expect(response?.status()).toBe(status)
  const cacheControl = response?.headers()['cache-control'] ?? ''
  expect(cacheControl).toContain('private')
  expect(cacheControl).toContain('no-store')
  // A 404 also gets Next's own robots tag: every one of them must say noindex.
  const robots = await page
    .locator('meta[name="robots"]')
    .evaluateAll((tags) => tags.map((t) => t.getAttribute('content') ?? ''))
  expect(robots.length).toBeGreaterThan(0)
  for (const content of robots) expect(content).toContain('noindex')
  await expect(page.getByRole('navigation', { name: 'Posisi halaman' })).not.toContainText('eyJ')
}

/** A link that cannot be used: what happened, who to contact, and none of the record's data. */
async function expectNotice(page: Page, title: string, hidden: string[]) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(
    page
      .locator('[data-contact]')
      .getByRole('link', { name: /^(\+|\(|0|\d)/ })
      .first(),
  ).toHaveAttribute('href', /^tel:/)
  await expect(page.locator('[data-contact]').getByRole('link', { name: /@/ })).toHaveAttribute(
    'href',
    /^mailto:/,
  )
  for (const text of hidden) await expect(page.locator('main')).not.toContainText(text)
}

const shot = (page: Page, file: string) =>
  page.screenshot({ path: test.info().outputPath(`${file}.png`), fullPage: true })

test('refund: the return from the e-mail, a decision confirmed once, e-mailed; the link then says it is used', async ({
  page,
  request,
}, info) => {
  const small = info.project.name === 'small'
  const ret = await staffRecord(
    request,
    'returns',
    'return_no',
    'equals',
    small ? 'RTR-2026-0003' : 'RTR-2026-0004',
  )
  const receipt = await staffRecord(request, 'sales-receipts', 'id', 'equals', String(ret.receipt))
  const url = `/refund/${tokenOf(ret)}`
  await expectPrivate(page, await open(page, url), 200)
  await expect(page.getByRole('heading', { level: 1, name: 'Persetujuan Pengembalian Dana' })).toBeVisible()
  await expect(page.locator('[data-return-no]')).toHaveText(String(ret.return_no))
  await expect(page.locator('[data-refund-amount]')).toHaveText(formatIDR(Number(ret.amount)))
  await expect(page.getByText(String(ret.reason))).toBeVisible()
  await expect(page.getByText(String(receipt.receipt_no))).toBeVisible()
  await expectNoAxeViolations(page)
  await shot(page, 'refund-1-detail')

  // Nothing chosen: the form says what to do.
  await page.getByRole('button', { name: 'Lanjutkan' }).click()
  await expect(page.getByText('Pilih apakah Anda menyetujui atau menolak')).toBeVisible()
  const decision = small ? 'Setujui pengembalian dana' : 'Tolak pengembalian dana'
  await page.getByLabel(decision).check()
  if (!small)
    await page.getByLabel('Alasan atau catatan (opsional)').fill('Barang sudah saya perbaiki sendiri.')
  await page.getByRole('button', { name: 'Lanjutkan' }).click()
  await expect(page.getByRole('heading', { name: 'Periksa sebelum mengirim' })).toBeFocused()
  await expect(page.locator('main')).toContainText(small ? 'menyetujui' : 'menolak')
  await expectNoAxeViolations(page)
  await shot(page, 'refund-2-confirm')
  // "Ubah" goes back with the choice and the note kept.
  await page.getByRole('button', { name: 'Ubah keputusan' }).click()
  await expect(page.getByLabel(decision)).toBeChecked()
  if (!small)
    await expect(page.getByLabel('Alasan atau catatan (opsional)')).toHaveValue(
      'Barang sudah saya perbaiki sendiri.',
    )
  await page.getByRole('button', { name: 'Lanjutkan' }).click()

  const before = await mailCount(String(receipt.customer_email))
  await page.getByRole('button', { name: small ? 'Ya, setujui' : 'Ya, tolak' }).click()
  await expect(page.getByRole('heading', { name: 'Keputusan terkirim' })).toBeVisible()
  await expect(page.locator('[data-refund-done]')).toContainText(
    small ? 'pengembalian dana akan diproses' : 'Penolakan Anda sudah kami catat',
  )
  const mail = await waitForMail(String(receipt.customer_email), `Retur ${ret.return_no}`, { after: before })
  expect(mail.text).toContain(small ? 'Disetujui' : 'Ditolak')
  await expectNoAxeViolations(page)
  await shot(page, 'refund-3-done')

  // The same link again: used, said plainly, no data.
  await expectPrivate(page, await open(page, url), 200)
  await expectNotice(page, 'Keputusan sudah tercatat', [String(ret.reason), formatIDR(Number(ret.amount))])
  await expect(page.locator('main')).toContainText(small ? 'disetujui' : 'ditolak')
  await expectNoAxeViolations(page)
})

// Once: the notice view the refund flow shows at both widths, with other messages.
test(
  'refund refusals: a changed or expired link is a 404 saying so; a decided return says it is decided',
  { tag: '@once' },
  async ({ page, request }) => {
    const ret = await staffRecord(request, 'returns', 'return_no', 'equals', 'RTR-2026-0005')
    await expectPrivate(page, await open(page, `/refund/${tampered(tokenOf(ret))}`), 404)
    await expectNotice(page, 'Tautan tidak valid', ['RTR-2026-0005', String(ret.reason)])
    await expectNoAxeViolations(page)
    await shot(page, 'refund-4-tampered')

    await expectPrivate(
      page,
      await open(page, `/refund/${await expiredLink('refund', 'RTR-2026-0005')}`),
      404,
    )
    await expectNotice(page, 'Tautan sudah kedaluwarsa', ['RTR-2026-0005', String(ret.reason)])
    await expect(page.locator('main')).toContainText('Minta tautan baru')
    await expectNoAxeViolations(page)
    await shot(page, 'refund-5-expired')

    // A link for a receipt does not open a return.
    const receipt = await staffRecord(request, 'sales-receipts', 'receipt_no', 'equals', 'STR-2026-00029')
    expect((await open(page, `/refund/${tokenOf(receipt)}`))?.status()).toBe(404)

    const decided = await staffRecord(request, 'returns', 'return_no', 'equals', 'RTR-2026-0009')
    await expectPrivate(page, await open(page, `/refund/${tokenOf(decided)}`), 200)
    await expectNotice(page, 'Keputusan sudah tercatat', [String(decided.reason)])
    await expectNoAxeViolations(page)
  },
)

test('receipt: paid rows and total in IDR, printable alone, "Daftarkan garansi" pre-fills /register', async ({
  page,
  request,
}, info) => {
  const receipt = await staffRecord(
    request,
    'sales-receipts',
    'receipt_no',
    'equals',
    info.project.name === 'small' ? 'STR-2026-00029' : 'STR-2026-00028',
  )
  const items = (
    receipt.items as {
      name: string
      qty: number
      price: number
      serial_no: string | null
      label_paid: boolean
    }[]
  ).filter((i) => i.label_paid !== false)
  const serials = items.filter((i) => i.serial_no)
  expect(serials.length).toBeGreaterThan(0)
  await expectPrivate(page, await open(page, `/detail_receipt/${tokenOf(receipt)}`), 200)
  await expect(page.getByRole('heading', { level: 1, name: 'Detail Struk' })).toBeVisible()
  await expect(page.locator('[data-receipt-no]')).toHaveText(String(receipt.receipt_no))
  await expect(page.locator('[data-receipt-row]')).toHaveCount(items.length)
  await expect(page.locator('[data-receipt-total]')).toHaveText(
    formatIDR(items.reduce((sum, i) => sum + i.qty * i.price, 0)),
  )
  for (const item of serials) await expect(page.getByText(item.serial_no!)).toBeVisible()
  await expect(page.getByRole('link', { name: /^Daftarkan garansi/ })).toHaveCount(serials.length)
  await expectNoAxeViolations(page)
  await shot(page, 'receipt-1-detail')

  // The print button opens the print dialog; printed, only the receipt shows, without its buttons.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes')
  })
  await page.getByRole('button', { name: 'Cetak struk' }).click()
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes')
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('.print-receipt')).toBeVisible()
  await expect(page.locator('.print-receipt')).toContainText(String(receipt.receipt_no))
  await expect(page.getByRole('button', { name: 'Cetak struk' })).toBeHidden()
  await expect(page.getByRole('link', { name: /^Daftarkan garansi/ }).first()).toBeHidden()
  await expect(page.locator('footer').first()).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Detail Struk' })).toBeHidden()
  await shot(page, 'receipt-2-print')
  await page.emulateMedia({ media: 'screen' })

  // Pre-fill: the numbers arrive in the form, and the query leaves the address.
  await page.getByRole('link', { name: new RegExp(`^Daftarkan garansi ${serials[0]!.name}`) }).click()
  await expect(page).toHaveURL(/\/register$/)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await expect(page.getByLabel('Nomor struk', { exact: true })).toHaveValue(String(receipt.receipt_no))
  await expect(page.getByLabel('Nomor seri produk', { exact: true })).toHaveValue(serials[0]!.serial_no!)
  await expectNoAxeViolations(page)
  await shot(page, 'receipt-3-register-prefilled')
  // A reload does not bring the numbers back from the address.
  await page.reload()
  await expect(page.getByLabel('Nomor struk', { exact: true })).toHaveValue('')
})

// Once: the notice view of the receipt, tried at both widths above, with other messages.
test(
  'receipt refusals: an unpaid receipt and a changed link show no rows',
  { tag: '@once' },
  async ({ page, request }) => {
    const unpaid = await staffRecord(request, 'sales-receipts', 'receipt_no', 'equals', 'STR-2026-00040')
    await expectPrivate(page, await open(page, `/detail_receipt/${tokenOf(unpaid)}`), 200)
    await expectNotice(page, 'Struk belum lunas', [String((unpaid.items as { name: string }[])[0]!.name)])
    await expectNoAxeViolations(page)
    await shot(page, 'receipt-4-unpaid')

    await expectPrivate(page, await open(page, `/detail_receipt/${tampered(tokenOf(unpaid))}`), 404)
    await expectNotice(page, 'Tautan tidak valid', ['STR-2026-00040'])
    await expectNoAxeViolations(page)
    await expectPrivate(
      page,
      await open(page, `/detail_receipt/${await expiredLink('receipt', 'STR-2026-00029')}`),
      404,
    )
    await expectNotice(page, 'Tautan sudah kedaluwarsa', ['STR-2026-00029'])
  },
)

const voucherNo = (n: number) => `voucher${n}.`

test('voucher: value and terms, a code to the address it was issued to (a wrong one refused), then the code and QR for the till', async ({
  page,
  request,
}, info) => {
  const voucher = await staffRecord(
    request,
    'vouchers',
    'issued_to_email',
    'like',
    voucherNo(info.project.name === 'small' ? 1 : 2),
  )
  const email = String(voucher.issued_to_email)
  const url = `/voucher-claim/${tokenOf(voucher)}`
  await expectPrivate(page, await open(page, url), 200)
  await expect(page.getByRole('heading', { level: 1, name: String(voucher.title) })).toBeVisible()
  await expect(page.locator('[data-voucher-value]')).toHaveText(formatIDR(Number(voucher.value)))
  await expect(page.locator('main')).toContainText(formatIDR(Number(voucher.min_purchase)))
  await expect(page.locator('main')).toContainText(String(voucher.description))
  // The code itself shows only once claimed.
  await expect(page.locator('main')).not.toContainText(String(voucher.code))
  await expect(page.getByText('v***@contoh.co.id')).toBeVisible()
  await expectNoAxeViolations(page)
  await shot(page, 'voucher-1-check')

  const before = await mailCount(email)
  await page.getByRole('button', { name: 'Klaim voucher' }).click()
  await expect(page.getByRole('heading', { name: 'Masukkan kode verifikasi' })).toBeFocused()
  await expect(page.getByRole('button', { name: /Kirim ulang dalam/ })).toBeDisabled()
  const mail = await waitForMail(email, /Kode verifikasi/, { after: before })
  await page.getByLabel('Kode verifikasi', { exact: true }).fill('000000')
  await page.getByRole('button', { name: 'Verifikasi', exact: true }).click()
  await expect(page.locator('[data-form-error]')).toContainText('Kode verifikasi salah')
  await expect(page.getByLabel('Kode verifikasi', { exact: true })).toHaveValue('000000')
  await expectNoAxeViolations(page)
  await shot(page, 'voucher-2-code')

  await page.getByLabel('Kode verifikasi', { exact: true }).fill(/(\d{6})/.exec(mail.subject)![1]!)
  await page.getByRole('button', { name: 'Verifikasi', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Voucher berhasil diklaim' })).toBeVisible()
  await expect(page.locator('[data-voucher-code]')).toHaveText(
    String(voucher.code)
      .match(/.{1,4}/g)!
      .join(' '),
  )
  await expect(page.getByRole('img', { name: `Kode QR voucher ${voucher.code}` })).toBeVisible()
  expect((await waitForMail(email, /Voucher Anda sudah diklaim/)).text).toContain(String(voucher.code))
  await expectNoAxeViolations(page)
  await shot(page, 'voucher-3-claimed')

  await open(page, url)
  await expectNotice(page, 'Voucher sudah diklaim', [String(voucher.code)])
})

// Once: the notice view the voucher flow shows at both widths, with other messages.
test(
  'voucher refusals: claimed, expired, void, not yet valid, issued to no e-mail, changed and expired links',
  { tag: '@once' },
  async ({ page, request }, info) => {
    const headers = await staffHeaders(request)
    const cases: [number, string][] = [
      [24, 'Voucher sudah diklaim'],
      [23, 'Voucher sudah kedaluwarsa'],
      [22, 'Voucher tidak berlaku'],
    ]
    // Staff move voucher 19's start into the future and take voucher 20's address away.
    const later = await staffRecord(request, 'vouchers', 'issued_to_email', 'like', voucherNo(19))
    await request.patch(`/cms-api/vouchers/${later.id}`, {
      headers,
      data: { valid_from: new Date(Date.now() + 5 * 86_400_000).toISOString() },
    })
    cases.push([19, 'Voucher belum berlaku'])
    for (const [n, title] of cases) {
      const voucher = await staffRecord(request, 'vouchers', 'issued_to_email', 'like', voucherNo(n))
      await expectPrivate(page, await open(page, `/voucher-claim/${tokenOf(voucher)}`), 200)
      await expectNotice(page, title, [String(voucher.code), formatIDR(Number(voucher.value))])
      await expect(page.getByRole('button', { name: 'Klaim voucher' })).toHaveCount(0)
      await expectNoAxeViolations(page)
      if (n === 24) await shot(page, 'voucher-4-claimed-already')
    }

    const orphan = await staffRecord(
      request,
      'vouchers',
      'issued_to_email',
      'like',
      voucherNo(info.project.name === 'small' ? 20 : 21),
    )
    await request.patch(`/cms-api/vouchers/${orphan.id}`, { headers, data: { issued_to_email: null } })
    await expectPrivate(page, await open(page, `/voucher-claim/${tokenOf(orphan)}`), 200)
    await expect(page.getByRole('heading', { name: 'Voucher belum dapat diklaim di sini' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Klaim voucher' })).toHaveCount(0)
    await expectNoAxeViolations(page)
    await shot(page, 'voucher-5-no-email')

    const active = await staffRecord(request, 'vouchers', 'issued_to_email', 'like', voucherNo(5))
    await expectPrivate(page, await open(page, `/voucher-claim/${tampered(tokenOf(active))}`), 404)
    await expectNotice(page, 'Tautan tidak valid', [String(active.code), String(active.title)])
    await expectNoAxeViolations(page)
    await expectPrivate(
      page,
      await open(page, `/voucher-claim/${await expiredLink('voucher', `v${active.id}`)}`),
      404,
    )
    await expectNotice(page, 'Tautan sudah kedaluwarsa', [String(active.code), String(active.title)])
    await expectNoAxeViolations(page)
    await shot(page, 'voucher-6-expired-link')
  },
)

test('bare voucher code: shows nothing of the voucher; a claimable code e-mails its link to the masked address', async ({
  page,
  request,
}, info) => {
  const voucher = await staffRecord(
    request,
    'vouchers',
    'issued_to_email',
    'like',
    voucherNo(info.project.name === 'small' ? 3 : 4),
  )
  await open(page, '/voucher-claim')
  await expect(page.getByRole('heading', { level: 1, name: 'Klaim Voucher' })).toBeVisible()
  await page.getByRole('button', { name: 'Kirim tautan klaim' }).click()
  await expect(page.getByText('Kode voucher wajib diisi')).toBeVisible()
  await page.getByLabel('Kode voucher').fill('ZZZZ ZZZZ ZZZZ')
  await page.getByRole('button', { name: 'Kirim tautan klaim' }).click()
  await expect(page.locator('[data-form-error]')).toContainText('tidak dapat diklaim')
  await expect(page.getByLabel('Kode voucher')).toHaveValue('ZZZZ ZZZZ ZZZZ')
  await expectNoAxeViolations(page)
  await shot(page, 'voucher-7-bare-refused')

  const email = String(voucher.issued_to_email)
  const before = await mailCount(email)
  const typed = String(voucher.code)
    .toLowerCase()
    .match(/.{1,4}/g)!
    .join('-')
  await page.getByLabel('Kode voucher').fill(typed)
  await page.getByRole('button', { name: 'Kirim tautan klaim' }).click()
  await expect(page.locator('[data-voucher-link-sent]')).toContainText('v***@contoh.co.id')
  await expect(page.locator('main')).not.toContainText(String(voucher.title))
  await expectNoAxeViolations(page)
  await shot(page, 'voucher-8-bare-sent')

  // None of these pages is in the sitemap.
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const prefix of ['/refund', '/detail_receipt', '/voucher-claim']) expect(sitemap).not.toContain(prefix)

  const mail = await waitForMail(email, 'Voucher untuk Anda', { after: before })
  const link = /\/voucher-claim\/([\w.-]+)/.exec(mail.text)![1]!
  await open(page, `/voucher-claim/${link}`)
  await expect(page.getByRole('heading', { level: 1, name: String(voucher.title) })).toBeVisible()
})
