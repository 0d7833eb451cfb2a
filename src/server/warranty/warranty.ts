import type { Payload } from 'payload'
import type { z } from 'zod'

import type {
  claimWarrantyBody,
  claimWarrantyCall,
  registerWarrantyBody,
  registerWarrantyCall,
  validateWarrantyBody,
  validateWarrantyCall,
  warrantyDetailBody,
  warrantyDetailCall,
} from './schemas'
import { claimStates, isClaimState } from '@/lib/claim-states'
import { contactTimes, problemCategories } from '@/lib/warranty-choices'
import { isKnownPlace } from './postal'
import { registrationIdOf, registrationNo } from './registration-number'
import { findReceiptLine, findRegistration, findRegistrationById } from './system'
import { checkImage, storePrivateImage } from '../contract/uploads'
import { warrantyClaimMail, warrantyRegisteredMail } from '../mail/messages'
import { queueMail } from '../mail/outbox'
import { getPayloadClient } from '../payload'
import { maskEmail, maskName, maskPhone } from '../trust/mask'
import { keyedHash } from '../trust/signing'
import { needsVerificationMessage, readVerificationProof, startVerification } from '../trust/verification'
import type { CallData } from '../contract/call'
import type { Outcome } from '../contract/outcome'
import { crashPoint } from '../crash-point'
import { ensureChangeEvent } from '../webhooks/ensure'
import { formatDate } from '@/lib/format'
import type { WarrantyRegistration } from '@/payload-types'
import { dayKey } from '@/lib/time-zone'

/** What a warranty code proves: control of the receipt's e-mail for this receipt and serial. */
const purchaseRef = (receiptNo: string, serialNo: string) => `${receiptNo}:${serialNo}`

/** Said alike for an unknown receipt and a serial not on it, so neither can be probed alone. */
const purchaseNotFound =
  'Nomor struk dan nomor seri tidak cocok dengan data pembelian kami. Periksa kembali keduanya pada struk dan label produk.'

const addMonths = (iso: string, months: number) => {
  const d = new Date(iso)
  d.setUTCMonth(d.getUTCMonth() + months)
  return d.toISOString()
}

async function eligibility(input: z.infer<typeof validateWarrantyBody>, now: Date) {
  const { receipt, line } = await findReceiptLine(input.receipt_no, input.serial_no)
  if (!receipt || !line) return { ok: false as const, message: purchaseNotFound }
  if (!receipt.is_paid)
    return { ok: false as const, message: 'Struk ini belum lunas, garansi belum dapat didaftarkan.' }
  if (line.warrantyMonths <= 0) return { ok: false as const, message: 'Produk ini tidak memiliki garansi.' }
  const coverage_until = addMonths(receipt.purchased_at, line.warrantyMonths)
  if (new Date(coverage_until) < now)
    return { ok: false as const, message: 'Masa garansi produk ini sudah berakhir.' }
  return {
    ok: true as const,
    line,
    email: receipt.customer_email ?? null,
    data: {
      eligible: true as const,
      receipt_no: receipt.receipt_no,
      serial_no: input.serial_no,
      product: { name: line.item.name, sku: line.item.sku },
      store: line.storeName,
      purchased_at: receipt.purchased_at,
      warranty_months: line.warrantyMonths,
      coverage_until,
    },
  }
}

export async function validateWarranty(
  input: z.infer<typeof validateWarrantyBody>,
  now = new Date(),
): Promise<Outcome<CallData<typeof validateWarrantyCall>>> {
  const result = await eligibility(input, now)
  if (!result.ok) return result
  if (await findRegistration(input.serial_no))
    return {
      ok: false,
      message: 'Nomor seri ini sudah terdaftar. Gunakan menu Klaim Garansi bila ada kerusakan.',
    }
  if (!result.email)
    return {
      ok: false,
      message:
        'Struk ini tidak mencatat alamat email untuk verifikasi. Hubungi layanan pelanggan Rumah Loka untuk mendaftarkan garansi.',
    }
  const sent = await startVerification(
    result.email,
    'warranty',
    purchaseRef(input.receipt_no, input.serial_no),
    { now },
  )
  if (!sent.ok) return sent
  return {
    ok: true,
    data: { ...result.data, verification: sent.data },
    message: `Produk Anda dapat didaftarkan garansinya. Kami mengirim kode verifikasi ke ${sent.data.sent_to}, email yang tercatat pada struk.`,
  }
}

export async function registerWarranty(
  input: z.infer<typeof registerWarrantyBody>,
  now = new Date(),
): Promise<Outcome<CallData<typeof registerWarrantyCall>>> {
  const proven = await readVerificationProof(input.verification_token, 'warranty', now)
  if (!proven || proven.ref !== purchaseRef(input.receipt_no, input.serial_no))
    return { ok: false, message: needsVerificationMessage }
  const existing = await findRegistration(input.serial_no)
  if (existing) {
    // A second press of the same form answers as the first did; anyone else is refused.
    if (existing.email === input.email && existing.receipt_no === input.receipt_no) {
      // Its confirmation and event are written now if a crash kept them out; otherwise nothing is sent again.
      await mailRegistered(await getPayloadClient(), existing, now)
      await ensureChangeEvent('warranty-registrations', existing)
      return {
        ok: true,
        message: 'Garansi produk ini sudah terdaftar.',
        data: {
          registration_no: registrationNo(existing.id),
          serial_no: existing.serial_no,
          product_name: existing.product_name,
          coverage_until: existing.coverage_until,
        },
      }
    }
    return {
      ok: false,
      message: 'Nomor seri ini sudah terdaftar atas nama lain. Hubungi layanan pelanggan bila ini keliru.',
    }
  }
  const result = await eligibility(input, now)
  if (!result.ok) return result
  if (!(await isKnownPlace(input)))
    return {
      ok: false,
      message:
        'Kelurahan, kecamatan, kota dan provinsi tidak cocok dengan data wilayah resmi. Pilih kelurahan dari daftar saran.',
    }
  const payload = await getPayloadClient()
  try {
    const doc = await payload.create({
      collection: 'warranty-registrations',
      overrideAccess: true,
      data: {
        receipt_no: input.receipt_no,
        serial_no: input.serial_no,
        product: result.line.productId,
        product_name: result.line.item.name,
        customer_name: input.customer_name,
        email: input.email,
        phone: input.phone,
        address: input.address,
        kelurahan: input.kelurahan,
        kecamatan: input.kecamatan,
        city: input.city,
        province: input.province,
        postal_code: input.postal_code || null,
        purchased_at: result.data.purchased_at,
        coverage_until: result.data.coverage_until,
      },
    })
    crashPoint('warranty-registration.before-mail')
    await mailRegistered(payload, doc, now)
    return {
      ok: true,
      message: `Garansi berhasil didaftarkan dan berlaku hingga ${formatDate(doc.coverage_until)}.`,
      data: {
        registration_no: registrationNo(doc.id),
        serial_no: doc.serial_no,
        product_name: doc.product_name,
        coverage_until: doc.coverage_until,
      },
    }
  } catch {
    return {
      ok: false,
      message: 'Nomor seri ini baru saja didaftarkan. Muat ulang halaman untuk melihat statusnya.',
    }
  }
}

/**
 * A registration's owner may read it in full and claim on it with a code sent to the owner's e-mail, or with
 * the receipt's proof.
 */
/** The e-mail on the receipt of a registration: the buyer's, who may always reach their own warranty. */
async function receiptEmail(registration: { serial_no: string; receipt_no: string }): Promise<string | null> {
  const { receipt } = await findReceiptLine(registration.receipt_no, registration.serial_no)
  return receipt?.customer_email ?? null
}

async function provesOwner(
  token: string | undefined,
  registration: { serial_no: string; receipt_no: string; email: string },
  now: Date,
): Promise<boolean> {
  const asOwner = await readVerificationProof(token, 'warranty-owner', now)
  if (asOwner?.ref === registration.serial_no && asOwner.email === registration.email) return true
  // A typo in the owner's address must not lock the buyer out: a code to the receipt's e-mail proves them
  // too.
  if (asOwner?.ref === registration.serial_no && asOwner.email === (await receiptEmail(registration)))
    return true
  const asBuyer = await readVerificationProof(token, 'warranty', now)
  return asBuyer?.ref === purchaseRef(registration.receipt_no, registration.serial_no)
}

export async function warrantyDetail(
  input: z.infer<typeof warrantyDetailBody>,
  now = new Date(),
): Promise<Outcome<CallData<typeof warrantyDetailCall>>> {
  const byNumber = input.registration_no ? registrationIdOf(input.registration_no) : null
  const registration = input.registration_no
    ? byNumber && (await findRegistrationById(byNumber))
    : await findRegistration(input.serial_no!)
  if (input.registration_no && !registration)
    return {
      ok: false,
      message:
        'Nomor registrasi ini tidak ditemukan. Periksa lagi sesuai sertifikat atau email pendaftaran, atau cari dengan nomor struk dan nomor seri.',
    }
  if (!registration || (!input.registration_no && registration.receipt_no !== input.receipt_no))
    return { ok: false, message: 'Garansi dengan nomor struk dan nomor seri ini belum terdaftar.' }
  const payload = await getPayloadClient()
  const claims = await payload.find({
    collection: 'warranty-claims',
    where: { registration: { equals: registration.id } },
    sort: '-createdAt',
    depth: 0,
    limit: 20,
    overrideAccess: true,
  })
  const owner = await provesOwner(input.verification_token, registration, now)
  let verification = null
  if (input.send_code && !owner) {
    const to = input.send_to === 'receipt' ? await receiptEmail(registration) : registration.email
    if (!to)
      return {
        ok: false,
        message: 'Struk ini tidak mencatat alamat email. Hubungi layanan pelanggan Rumah Loka.',
      }
    const sent = await startVerification(to, 'warranty-owner', registration.serial_no, { now })
    if (!sent.ok) return sent
    verification = sent.data
  }
  return {
    ok: true,
    message: verification ? `Kode verifikasi sudah dikirim ke ${verification.sent_to}.` : 'Success',
    data: {
      registration_no: registrationNo(registration.id),
      serial_no: registration.serial_no,
      receipt_no: registration.receipt_no,
      product_name: registration.product_name,
      purchased_at: registration.purchased_at,
      registered_at: registration.createdAt,
      coverage_until: registration.coverage_until,
      is_active: new Date(registration.coverage_until) >= now,
      verified_owner: owner,
      owner: owner
        ? {
            name: registration.customer_name,
            email: registration.email,
            phone: registration.phone,
            address: registration.address,
            city: registration.city,
            province: registration.province,
            postal_code: registration.postal_code ?? null,
          }
        : {
            name: maskName(registration.customer_name),
            email: maskEmail(registration.email),
            phone: maskPhone(registration.phone),
            city: registration.city,
          },
      // A claim's story is the owner's: others learn only that claims exist and where they stand.
      claims: claims.docs.map((c) => {
        const status = isClaimState(c.status) ? c.status : 'received'
        return {
          claim_no: c.claim_no,
          status,
          status_label: claimStates[status].label,
          created_at: c.createdAt,
          updated_at: c.updatedAt,
          ...(owner
            ? {
                problem_category: c.problem_category ?? null,
                problem: c.problem,
                status_note: c.status_note ?? null,
                next: claimStates[status].next,
              }
            : {}),
        }
      }),
      verification,
    },
  }
}

export async function claimWarranty(
  input: z.infer<typeof claimWarrantyBody>,
  now = new Date(),
): Promise<Outcome<CallData<typeof claimWarrantyCall>>> {
  const registration = await findRegistration(input.serial_no)
  if (!registration || registration.receipt_no !== input.receipt_no)
    return { ok: false, message: 'Garansi produk ini belum terdaftar. Daftarkan garansi terlebih dahulu.' }
  if (!(await provesOwner(input.verification_token, registration, now)))
    return {
      ok: false,
      message:
        'Verifikasi pemilik diperlukan. Minta kode verifikasi ke email pemilik garansi, lalu masukkan kodenya.',
    }
  if (new Date(registration.coverage_until) < now)
    return { ok: false, message: 'Masa garansi produk ini sudah berakhir.' }
  if (input.started_on < new Date(registration.purchased_at).toISOString().slice(0, 10))
    return { ok: false, message: 'Tanggal mulai rusak tidak boleh sebelum tanggal pembelian.' }
  // Every photo is checked before any is stored: a refused claim leaves no orphan upload behind.
  for (const file of input.photos) {
    const checked = await checkImage(file)
    if (!checked.ok) return { ok: false, message: checked.message }
  }
  // The claim's number is keyed to what it says and the day: a second press, or the same form sent twice at
  // once, names the same claim, and the unique claim_no lets only one of them be stored.
  const claim_no = `KLM-${dayKey(now, 'Asia/Jakarta').replace(/-/g, '').slice(2)}-${registration.id}-${keyedHash(
    [
      registration.id,
      input.problem_category,
      input.problem,
      input.started_on,
      dayKey(now, 'Asia/Jakarta'),
    ].join('|'),
  )
    .slice(0, 4)
    .toUpperCase()}`
  const payload = await getPayloadClient()
  const received = {
    ok: true as const,
    message: `Klaim ${claim_no} kami terima. ${claimStates.received.next}`,
    data: {
      claim_no,
      status: 'received' as const,
      status_label: claimStates.received.label,
      next: claimStates.received.next,
    },
  }
  const stored = async () =>
    (
      await payload.find({
        collection: 'warranty-claims',
        where: { claim_no: { equals: claim_no } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]
  const mailClaim = (photos: number) =>
    queueMail(
      payload,
      warrantyClaimMail(registration.email, {
        claim_no,
        product_name: registration.product_name,
        serial_no: registration.serial_no,
        problem: input.problem,
        category: label(problemCategories, input.problem_category),
        started_on: input.started_on,
        contact_time: label(contactTimes, input.contact_time),
        photos,
      }),
      { now, once: `warranty-claim:${claim_no}` },
    )
  // The same claim sent again: its receipt goes out if a crash kept it from the Outbox, else nothing.
  const earlier = await stored()
  if (earlier) {
    await mailClaim(Array.isArray(earlier.photos) ? earlier.photos.length : 0)
    await ensureChangeEvent('warranty-claims', earlier)
    return received
  }
  const photos: number[] = []
  for (const [i, file] of input.photos.entries()) {
    const stored = await storePrivateImage(
      file,
      'warranty-claim-photo',
      `claim-${registration.serial_no}-${i + 1}`,
    )
    if (!stored.ok) return { ok: false, message: stored.message }
    photos.push(stored.id)
  }
  // Photos a crash leaves here belong to no claim: the retention pass removes them (privacy/retention.ts).
  crashPoint('warranty-claim.after-photos')
  try {
    await payload.create({
      collection: 'warranty-claims',
      overrideAccess: true,
      data: {
        claim_no,
        registration: registration.id,
        status: 'received',
        problem_category: input.problem_category,
        problem: input.problem,
        started_on: input.started_on,
        contact_time: input.contact_time,
        photos,
      },
    })
  } catch (error) {
    await payload.delete({
      collection: 'private-uploads',
      where: { id: { in: photos } },
      overrideAccess: true,
    })
    if (await stored()) return received // the same claim, stored by the other of two sends
    throw error
  }
  crashPoint('warranty-claim.before-mail')
  await mailClaim(photos.length)
  return received
}

const label = <T extends readonly { value: string; label: string }[]>(list: T, value: string) =>
  list.find((o) => o.value === value)?.label ?? value

/** A registration's confirmation, once per registration. */
const mailRegistered = (payload: Payload, doc: WarrantyRegistration, now: Date) =>
  queueMail(
    payload,
    warrantyRegisteredMail(doc.email, {
      registration_no: registrationNo(doc.id),
      product_name: doc.product_name,
      serial_no: doc.serial_no,
      purchased_at: doc.purchased_at,
      coverage_until: doc.coverage_until,
      customer_name: doc.customer_name,
    }),
    { now, once: `warranty-registered:${doc.id}:${doc.createdAt}` },
  )
