import { type SeedContext, days } from '../context'
import { importMissing } from '../import'
import { type ReceiptRow, upsertReceipts } from '@/server/integration/receipts'
import { type ReturnRow, upsertReturns } from '@/server/integration/returns'
import { type VoucherRow, upsertVouchers } from '@/server/integration/vouchers'
import { signCustomerLink } from '@/server/trust/customer-links'
import { voucherLinkRef } from '@/server/voucher/link-ref'
import { newVoucherCode } from '@/server/voucher/codes'

/** A demo customer's address on a domain that receives no mail (contoh.co.id = example). */
const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@contoh.co.id`

/** Demo sales, returns, vouchers and e-mail verifications for the warranty, refund and voucher flows. */
export async function seedOperations(
  ctx: SeedContext,
  productIds: number[],
  storeIds: number[],
): Promise<void> {
  const { payload, now, random } = ctx
  const customers = [
    'Budi Santoso',
    'Siti Rahmawati',
    'Andi Wijaya',
    'Dewi Lestari',
    'Rizky Hidayat',
    'Putri Maharani',
    'Agus Salim',
    'Maya Sari',
  ]
  // Receipts, returns and vouchers come in through the import, as the point of sale and the CRM send them.
  const { docs: stores } = await payload.find({
    collection: 'stores',
    where: { id: { in: storeIds } },
    select: { code: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const storeCode = new Map(stores.map((st) => [st.id, st.code]))
  const receipts: ReceiptRow[] = []
  for (let r = 1; r <= 40; r++) {
    const picks = Array.from(
      { length: 1 + (r % 3) },
      (_, k) => productIds[(r * 31 + k * 17) % productIds.length]!,
    )
    const { docs } = await payload.find({
      collection: 'products',
      where: { id: { in: picks } },
      depth: 0,
      limit: picks.length,
      overrideAccess: true,
    })
    const items = docs.map((p, k) => ({
      sku: p.sku,
      name: p.name,
      qty: 1,
      price: p.sale_price ?? p.price,
      // Serial numbers on goods that carry a warranty, like a POS prints them.
      ...((p.warranty_months ?? 0) > 0
        ? {
            serial_no: `SN${String(r).padStart(4, '0')}${String(k + 1).padStart(2, '0')}${p.sku.replace(/\D/g, '').slice(-5)}`,
          }
        : {}),
      // Receipt 7 has one item not yet paid, so label_paid_getrows leaves it out.
      label_paid: !(r === 7 && k === 0),
    }))
    receipts.push({
      receipt_no: `STR-2026-${String(r).padStart(5, '0')}`,
      store_code: storeCode.get(storeIds[r % storeIds.length]!)!,
      purchased_at: days(now, -(r * 4 + random.int(0, 3)), 14),
      customer_name: customers[r % customers.length],
      customer_email: emailOf(customers[r % customers.length]!),
      customer_phone: `62812${String(1000000 + r * 7919).slice(-7)}`,
      is_paid: r !== 40,
      items,
      total: items.reduce((sum, item) => sum + item.price * item.qty, 0),
    })
  }
  await importMissing(ctx, 'sales-receipts', 'receipt_no', receipts, upsertReceipts)

  const reasons = [
    'Kaki meja goyang sejak diterima',
    'Warna kain tidak sesuai pesanan',
    'Kemasan rusak dan ada goresan',
    'Ukuran tidak muat di ruangan',
    'Produk cacat produksi',
  ]
  const returns: ReturnRow[] = []
  for (let n = 1; n <= 10; n++) {
    const receipt = receipts[n * 3]!
    const item = receipt.items[0]!
    returns.push({
      return_no: `RTR-2026-${String(n).padStart(4, '0')}`,
      receipt_no: receipt.receipt_no,
      customer_name: receipt.customer_name ?? 'Pelanggan',
      reason: reasons[n % reasons.length]!,
      amount: item.price,
      refund_method: n % 2 ? 'Transfer bank' : 'Kartu kredit (pembatalan transaksi)',
      items: [{ sku: item.sku, name: item.name!, qty: item.qty!, price: item.price }],
    })
  }
  const returnIds = await importMissing(ctx, 'returns', 'return_no', returns, upsertReturns)
  // Most wait for the customer's approval; two are already decided (as the customer's link would).
  for (const [n, status] of [
    [9, 'approved'],
    [10, 'rejected'],
  ] as const) {
    const return_no = returns[n - 1]!.return_no
    if (returnIds.created.has(return_no))
      await payload.update({
        collection: 'returns',
        id: returnIds.ids.get(return_no)!,
        data: { status },
        overrideAccess: true,
        depth: 0,
        context: { skipRevalidate: true },
      })
  }

  // Codes come from the system's random source (never from the seed's repeatable one): a code is a bearer
  // secret. A voucher is known by the address it was issued to, so running the seed again makes no twin.
  const vouchers: VoucherRow[] = []
  const claimedEmail = `voucher24.${emailOf(customers[24 % customers.length]!)}`
  for (let v = 1; v <= 24; v++) {
    const customer = customers[v % customers.length]!
    vouchers.push({
      code: newVoucherCode(),
      issued_to_name: customer,
      issued_to_email: `voucher${v}.${emailOf(customer)}`,
      title: v % 3 ? `Voucher Belanja Rp ${v % 2 ? '100.000' : '250.000'}` : 'Voucher Gratis Ongkir',
      description: 'Berlaku di semua toko Rumah Loka untuk satu kali transaksi.',
      value: v % 3 ? (v % 2 ? 100_000 : 250_000) : 150_000,
      min_purchase: v % 2 ? 500_000 : 1_500_000,
      valid_from: days(now, -30),
      valid_until: v === 23 ? days(now, -2) : days(now, 60 + v),
      status: v === 22 ? 'void' : 'active',
    })
  }
  const { docs: issued } = await payload.find({
    collection: 'vouchers',
    where: { issued_to_email: { in: vouchers.map((v) => v.issued_to_email!) } },
    select: { issued_to_email: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const known = new Set(issued.map((v) => v.issued_to_email))
  const voucherIds = await importMissing(
    ctx,
    'vouchers',
    'code',
    vouchers.filter((v) => !known.has(v.issued_to_email!)),
    upsertVouchers,
  )
  // One is already claimed, as a customer's claim would leave it (the import never sets "claimed").
  const claimed = vouchers.find((v) => v.issued_to_email === claimedEmail)!
  if (voucherIds.created.has(claimed.code))
    await payload.update({
      collection: 'vouchers',
      id: voucherIds.ids.get(claimed.code)!,
      data: { status: 'claimed' },
      overrideAccess: true,
      depth: 0,
      context: { skipRevalidate: true },
    })
  ctx.log('operations: 40 receipts, 10 returns, 24 vouchers')
  await printDemoLinks(ctx)
}

/** A few customer links a newcomer can open at once (they are signed with this DATA_DIR's key). */
async function printDemoLinks(ctx: SeedContext): Promise<void> {
  const { payload } = ctx
  const first = async (
    collection: 'returns' | 'sales-receipts' | 'vouchers',
    where: Record<string, unknown>,
    field: string,
  ) => {
    const { docs } = await payload.find({
      collection,
      where: where as never,
      limit: 1,
      depth: 0,
      overrideAccess: true,
      sort: 'id',
    })
    return docs[0] ? String((docs[0] as unknown as Record<string, unknown>)[field]) : null
  }
  const lines: string[] = []
  const refund = await first('returns', { status: { equals: 'pending' } }, 'return_no')
  if (refund) lines.push(`  refund approval:  ${(await signCustomerLink('refund', refund)).url}`)
  const receipt = await first('sales-receipts', { is_paid: { equals: true } }, 'receipt_no')
  if (receipt) lines.push(`  receipt detail:   ${(await signCustomerLink('receipt', receipt)).url}`)
  const voucher = await first('vouchers', { status: { equals: 'active' } }, 'id')
  if (voucher)
    lines.push(`  voucher claim:    ${(await signCustomerLink('voucher', voucherLinkRef(voucher))).url}`)
  if (lines.length)
    ctx.log(
      `demo customer links (staff find a fresh one on each return, receipt and voucher in /admin):\n${lines.join('\n')}`,
    )
}
