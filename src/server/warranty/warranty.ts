import type { z } from 'zod'

import type { claimWarrantyBody, registerWarrantyBody, validateWarrantyBody } from './schemas'
import { findReceiptLine, findRegistration } from './system'
import { storePrivateImage } from '../contract/uploads'
import { getPayloadClient } from '../payload'
import type { Outcome } from '../contract/outcome'

const addMonths = (iso: string, months: number) => {
  const d = new Date(iso)
  d.setUTCMonth(d.getUTCMonth() + months)
  return d.toISOString()
}

async function eligibility(input: z.infer<typeof validateWarrantyBody>, now: Date) {
  const { receipt, line } = await findReceiptLine(input.receipt_no, input.serial_no)
  if (!receipt) return { ok: false as const, message: 'Nomor struk tidak ditemukan. Periksa kembali nomor pada struk belanja Anda.' }
  if (!receipt.is_paid) return { ok: false as const, message: 'Struk ini belum lunas, garansi belum dapat didaftarkan.' }
  if (!line) return { ok: false as const, message: 'Nomor seri tidak ditemukan pada struk ini.' }
  if (line.warrantyMonths <= 0) return { ok: false as const, message: 'Produk ini tidak memiliki garansi.' }
  const coverage_until = addMonths(receipt.purchased_at, line.warrantyMonths)
  if (new Date(coverage_until) < now) return { ok: false as const, message: 'Masa garansi produk ini sudah berakhir.' }
  return {
    ok: true as const,
    line,
    data: {
      eligible: true, receipt_no: receipt.receipt_no, serial_no: input.serial_no,
      product: { name: line.item.name, sku: line.item.sku }, store: line.storeName,
      purchased_at: receipt.purchased_at, warranty_months: line.warrantyMonths, coverage_until,
    },
  }
}

export async function validateWarranty(input: z.infer<typeof validateWarrantyBody>, now = new Date()): Promise<Outcome<Record<string, unknown>>> {
  const result = await eligibility(input, now)
  if (!result.ok) return result
  if (await findRegistration(input.serial_no)) return { ok: false, message: 'Nomor seri ini sudah terdaftar. Gunakan menu Klaim Garansi bila ada kerusakan.' }
  return { ok: true, data: result.data, message: 'Produk Anda dapat didaftarkan garansinya.' }
}

const registrationNo = (id: number) => `GRN-${String(id).padStart(6, '0')}`

export async function registerWarranty(input: z.infer<typeof registerWarrantyBody>, now = new Date()): Promise<Outcome<Record<string, unknown>>> {
  const existing = await findRegistration(input.serial_no)
  if (existing) {
    // A second press of the same form answers as the first did; anyone else is refused.
    if (existing.email === input.email && existing.receipt_no === input.receipt_no) {
      return { ok: true, message: 'Garansi produk ini sudah terdaftar.', data: { registration_no: registrationNo(existing.id), serial_no: existing.serial_no, product_name: existing.product_name, coverage_until: existing.coverage_until } }
    }
    return { ok: false, message: 'Nomor seri ini sudah terdaftar atas nama lain. Hubungi layanan pelanggan bila ini keliru.' }
  }
  const result = await eligibility(input, now)
  if (!result.ok) return result
  const payload = await getPayloadClient()
  try {
    const doc = await payload.create({
      collection: 'warranty-registrations', overrideAccess: true,
      data: {
        receipt_no: input.receipt_no, serial_no: input.serial_no, product: result.line.productId, product_name: result.line.item.name,
        customer_name: input.customer_name, email: input.email, phone: input.phone, address: input.address,
        kelurahan: input.kelurahan, kecamatan: input.kecamatan, city: input.city, province: input.province, postal_code: input.postal_code || null,
        purchased_at: result.data.purchased_at, coverage_until: result.data.coverage_until,
      },
    })
    return { ok: true, message: `Garansi berhasil didaftarkan dan berlaku hingga ${new Date(doc.coverage_until).toLocaleDateString('id-ID', { day: 'numeric', month: 'short', year: 'numeric' })}.`, data: { registration_no: registrationNo(doc.id), serial_no: doc.serial_no, product_name: doc.product_name, coverage_until: doc.coverage_until } }
  } catch {
    return { ok: false, message: 'Nomor seri ini baru saja didaftarkan. Muat ulang halaman untuk melihat statusnya.' }
  }
}

const mask = (value: string, keep = 2) => (value.length <= keep ? value : `${value.slice(0, keep)}${'•'.repeat(Math.max(3, value.length - keep - 2))}${value.slice(-2)}`)

export async function warrantyDetail(input: z.infer<typeof validateWarrantyBody>, now = new Date()): Promise<Outcome<Record<string, unknown>>> {
  const registration = await findRegistration(input.serial_no)
  if (!registration || registration.receipt_no !== input.receipt_no) return { ok: false, message: 'Garansi dengan nomor struk dan nomor seri ini belum terdaftar.' }
  const payload = await getPayloadClient()
  const claims = await payload.find({ collection: 'warranty-claims', where: { registration: { equals: registration.id } }, sort: '-createdAt', depth: 0, limit: 20, overrideAccess: true })
  return {
    ok: true, message: 'Success',
    data: {
      registration_no: registrationNo(registration.id), serial_no: registration.serial_no, receipt_no: registration.receipt_no, product_name: registration.product_name,
      purchased_at: registration.purchased_at, registered_at: registration.createdAt, coverage_until: registration.coverage_until,
      is_active: new Date(registration.coverage_until) >= now,
      owner: { name: mask(registration.customer_name, 3), email: mask(registration.email, 2), city: registration.city },
      claims: claims.docs.map((c) => ({ claim_no: c.claim_no, status: c.status ?? 'received', created_at: c.createdAt })),
    },
  }
}

export async function claimWarranty(input: z.infer<typeof claimWarrantyBody>, now = new Date()): Promise<Outcome<Record<string, unknown>>> {
  const registration = await findRegistration(input.serial_no)
  if (!registration || registration.receipt_no !== input.receipt_no) return { ok: false, message: 'Garansi produk ini belum terdaftar. Daftarkan garansi terlebih dahulu.' }
  if (new Date(registration.coverage_until) < now) return { ok: false, message: 'Masa garansi produk ini sudah berakhir.' }
  const photos: number[] = []
  for (const [i, file] of input.photos.entries()) {
    const stored = await storePrivateImage(file, 'warranty-claim-photo', `claim-${registration.serial_no}-${Date.now()}-${i + 1}`)
    if (!stored.ok) return { ok: false, message: stored.message }
    photos.push(stored.id)
  }
  const payload = await getPayloadClient()
  const claim_no = `KLM-${now.getTime().toString(36).toUpperCase()}-${registration.id}`
  await payload.create({ collection: 'warranty-claims', overrideAccess: true, data: { claim_no, registration: registration.id, problem: input.problem, photos } })
  return { ok: true, message: `Klaim ${claim_no} kami terima. Tim servis akan menghubungi Anda dalam 2 hari kerja.`, data: { claim_no, status: 'received' } }
}
