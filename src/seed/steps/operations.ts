import { type SeedContext, days, ensure } from '../context'

/** Demo sales, returns, vouchers and e-mail verifications for the warranty, refund and voucher flows. */
export async function seedOperations(ctx: SeedContext, productIds: number[], storeIds: number[]): Promise<void> {
  const { payload, now, random } = ctx
  const customers = ['Budi Santoso', 'Siti Rahmawati', 'Andi Wijaya', 'Dewi Lestari', 'Rizky Hidayat', 'Putri Maharani', 'Agus Salim', 'Maya Sari']
  const receiptIds: number[] = []
  for (let r = 1; r <= 40; r++) {
    const receipt_no = `STR-2026-${String(r).padStart(5, '0')}`
    receiptIds.push(await ensure(ctx, 'sales-receipts', { receipt_no: { equals: receipt_no } }, async () => {
      const picks = Array.from({ length: 1 + (r % 3) }, (_, k) => productIds[(r * 31 + k * 17) % productIds.length]!)
      const { docs } = await payload.find({ collection: 'products', where: { id: { in: picks } }, depth: 0, limit: picks.length, overrideAccess: true })
      const items = docs.map((p, k) => ({
        product: p.id, sku: p.sku, name: p.name, qty: 1, price: p.sale_price ?? p.price,
        // Serial numbers on goods that carry a warranty, like a POS prints them.
        serial_no: (p.warranty_months ?? 0) > 0 ? `SN${String(r).padStart(4, '0')}${String(k + 1).padStart(2, '0')}${p.sku.replace(/\D/g, '').slice(-5)}` : null,
        // Receipt 7 has one item not yet paid, so label_paid_getrows leaves it out.
        label_paid: !(r === 7 && k === 0),
      }))
      return {
        receipt_no, store: storeIds[r % storeIds.length]!, purchased_at: days(now, -(r * 4 + random.int(0, 3)), 14),
        customer_name: customers[r % customers.length], is_paid: r !== 40, items,
        total: items.reduce((sum, item) => sum + item.price * item.qty, 0),
      }
    }))
  }

  const reasons = ['Kaki meja goyang sejak diterima', 'Warna kain tidak sesuai pesanan', 'Kemasan rusak dan ada goresan', 'Ukuran tidak muat di ruangan', 'Produk cacat produksi']
  for (let n = 1; n <= 10; n++) {
    const return_no = `RTR-2026-${String(n).padStart(4, '0')}`
    await ensure(ctx, 'returns', { return_no: { equals: return_no } }, async () => {
      const receipt = await payload.findByID({ collection: 'sales-receipts', id: receiptIds[n * 3]!, depth: 0, overrideAccess: true })
      const item = receipt.items[0]!
      return {
        return_no, receipt: receipt.id, customer_name: receipt.customer_name ?? 'Pelanggan', reason: reasons[n % reasons.length]!,
        amount: item.price, refund_method: n % 2 ? 'Transfer bank' : 'Kartu kredit (pembatalan transaksi)',
        items: [{ sku: item.sku, name: item.name, qty: item.qty, price: item.price }],
        // Most wait for the customer's approval; two are already decided.
        status: n === 9 ? 'approved' : n === 10 ? 'rejected' : 'pending',
      }
    })
  }

  for (let v = 1; v <= 24; v++) {
    const code = `LOKA${String(v * 7919).padStart(6, '0').slice(-6)}`
    await ensure(ctx, 'vouchers', { code: { equals: code } }, () => ({
      code, title: v % 3 ? `Voucher Belanja Rp ${v % 2 ? '100.000' : '250.000'}` : 'Voucher Gratis Ongkir',
      description: 'Berlaku di semua toko Rumah Loka untuk satu kali transaksi.',
      value: v % 3 ? (v % 2 ? 100_000 : 250_000) : 150_000, min_purchase: v % 2 ? 500_000 : 1_500_000,
      valid_from: days(now, -30), valid_until: v === 23 ? days(now, -2) : days(now, 60 + v),
      status: v === 24 ? 'claimed' : v === 22 ? 'void' : 'active',
    }))
  }

  for (let e = 1; e <= 3; e++) {
    const token = `verify-demo-${e}-${(e * 48271).toString(36)}`
    await ensure(ctx, 'email-verifications', { token: { equals: token } }, () => ({
      email: `pelanggan${e}@contoh.co.id`, token, expires_at: days(now, e === 3 ? -1 : 7),
    }))
  }
  ctx.log('operations: 40 receipts, 10 returns, 24 vouchers, 3 e-mail verifications')
}
