import { codeSent, codeSentMessage } from './shared'
import { maskEmail, maskName, maskPhone } from '../../trust/mask'
import { claimStates } from '@/lib/claim-states'
import type { ContractExamples } from './types'

const registration = {
  registration_no: 'GRN-000042-7',
  serial_no: 'SN-KS-2026-00981',
  product_name: 'Kasur Pegas Saku Lelap 160 × 200',
  coverage_until: '2028-11-20T17:00:00.000Z',
}

export const formExamples = {
  '/api/subscribe': {
    answers: [
      {
        summary: 'Any address, subscribed or not',
        message: 'Terima kasih! Cek email Anda dan klik tautan konfirmasi untuk mulai berlangganan.',
        data: { email: 'budi@example.com' },
      },
    ],
  },
  '/api/contact-us/add': {
    answers: [
      {
        summary: 'Message received',
        message: 'Terima kasih, pesan Anda sudah kami terima. Tim kami akan membalas dalam 1×24 jam kerja.',
        data: { ticket_no: 'CS-000128' },
      },
    ],
  },
  '/apireceipt/api/label_paid_getrows': {
    answers: [
      {
        summary: 'A paid receipt',
        data: {
          receipt_no: 'STR-2026-00012',
          store: { code: 'RL012', name: 'Rumah Loka Cipinang' },
          purchased_at: '2026-10-31T07:12:00.000Z',
          rows: [
            {
              sku: 'RL-0301-007',
              name: 'Kasur Pegas Saku Lelap 160 × 200',
              qty: 1,
              price: 6_499_000,
              subtotal: 6_499_000,
              serial_no: 'SN-KS-2026-00981',
            },
            {
              sku: 'RL-0304-002',
              name: 'Bantal Serat Mikro',
              qty: 2,
              price: 149_000,
              subtotal: 298_000,
              serial_no: null,
            },
          ],
          total_paid: 6_797_000,
        },
      },
    ],
    refusal: 'Struk ini belum lunas.',
  },
  '/apirefund/GetDetailReturn': {
    answers: [
      {
        summary: 'A return waiting for the customer',
        data: {
          return_no: 'RTR-2026-0003',
          status: 'pending',
          customer_name: 'Budi Santoso',
          reason: 'Kaki meja goyang sejak diterima',
          amount: 2_199_000,
          refund_method: 'Transfer bank',
          items: [{ sku: 'RL-0104-011', name: 'Meja Kopi Tara Jati', qty: 1, price: 2_199_000 }],
          receipt: {
            receipt_no: 'STR-2026-00009',
            purchased_at: '2026-10-20T04:40:00.000Z',
            store: 'Rumah Loka Sentul',
          },
          created_at: '2026-11-18T02:05:00.000Z',
        },
      },
    ],
    refusal: 'Tautan ini sudah kedaluwarsa. Minta tautan baru ke layanan pelanggan Rumah Loka.',
  },
  '/apirefund/GetResponseApproval': {
    answers: [
      {
        summary: 'Approved by the customer',
        data: { return_no: 'RTR-2026-0003', status: 'approved', decided_at: '2026-11-22T09:41:00.000Z' },
      },
    ],
    refusal: 'Retur ini sudah diproses sebelumnya.',
  },
  '/apiselfservice/token/authenticate': {
    answers: [
      {
        summary: 'A token for 15 minutes',
        data: {
          token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ3ZWIiLCJhdWQiOiJzZWxmc2VydmljZSJ9.Zm9yLWV4YW1wbGUtb25seQ',
          token_type: 'Bearer',
          expires_in: 900,
          expires_at: '2026-11-22T10:15:00.000Z',
        },
      },
    ],
    refusal: 'Client id or secret is wrong',
  },
  '/apiselfservice/api/create_persetujuan_penggunaan_data_pribadi': {
    answers: [
      {
        summary: 'Agreement signed',
        data: {
          agreement_no: 'PDP-000057',
          consent_version: '2026-09',
          consent_at: '2026-11-22T09:50:00.000Z',
          signature_method: 'drawn',
        },
      },
    ],
    refusal: 'Verifikasi email diperlukan. Masukkan kode yang kami kirim ke email Anda.',
  },
  '/apiverify/verificationemail': {
    answers: [
      { summary: 'send: a code e-mailed', message: codeSentMessage, data: codeSent },
      {
        summary: 'check: the code is right',
        data: {
          email: 'b***@example.com',
          purpose: 'warranty',
          verified_at: '2026-11-22T10:02:00.000Z',
          verification_token: 'eyJhbGciOiJIUzI1NiJ9.eyJwdXJwb3NlIjoid2FycmFudHkifQ.dmVyaWZpZWQtZXhhbXBsZQ',
          expires_at: '2026-11-22T10:32:00.000Z',
        },
      },
    ],
    refusal: 'Kode verifikasi salah. Sisa 4 kali percobaan.',
  },
  '/apivoucher/api/voucherValidation': {
    answers: [
      {
        summary: 'A voucher that can be claimed',
        message: 'Voucher dapat diklaim.',
        data: {
          code: '7KQ2M9XDH4TB',
          title: 'Voucher Belanja Rp 250.000',
          description: 'Untuk pembelian berikutnya di semua toko Rumah Loka.',
          value: 250_000,
          min_purchase: 2_000_000,
          valid_from: '2026-11-01T00:00:00.000Z',
          valid_until: '2026-12-31T16:59:59.000Z',
          issued_to: 'b***@example.com',
          status: 'active',
          claimed_at: null,
        },
      },
      {
        summary: 'send_code: a code e-mailed to the address it was issued to',
        message: codeSentMessage,
        data: codeSent,
      },
    ],
    refusal: 'Voucher ini sudah diklaim.',
  },
  '/apiwarranty/warranty/VALIDATE_WARRANTY_RECEIVE': {
    answers: [
      {
        summary: 'The purchase can be registered: a code goes to the receipt’s e-mail',
        message:
          'Produk Anda dapat didaftarkan garansinya. Kami mengirim kode verifikasi ke b***@example.com.',
        data: {
          eligible: true,
          receipt_no: 'STR-2026-00012',
          serial_no: registration.serial_no,
          product: { name: registration.product_name, sku: 'RL-0301-007' },
          store: 'Rumah Loka Cipinang',
          purchased_at: '2026-10-31T07:12:00.000Z',
          warranty_months: 24,
          coverage_until: registration.coverage_until,
          verification: codeSent,
        },
      },
    ],
    refusal:
      'Nomor struk dan nomor seri tidak cocok dengan data pembelian kami. Periksa kembali keduanya pada struk dan label produk.',
  },
  '/apiwarranty/warranty/REGISTER_WARRANTY': {
    answers: [
      {
        summary: 'Registered',
        message: 'Garansi berhasil didaftarkan dan berlaku hingga 21 Nov 2028.',
        data: registration,
      },
    ],
    refusal: 'Nomor seri ini sudah terdaftar atas nama lain. Hubungi layanan pelanggan bila ini keliru.',
  },
  '/apiwarranty/warranty/DETAIL_WARRANTY_RECEIVE': {
    answers: [
      {
        summary: 'Before the owner is proven: masked',
        data: {
          ...registration,
          receipt_no: 'STR-2026-00012',
          purchased_at: '2026-10-31T07:12:00.000Z',
          registered_at: '2026-11-02T03:20:00.000Z',
          is_active: true,
          verified_owner: false,
          owner: {
            name: maskName('Budi Santoso'),
            email: maskEmail('budi@example.com'),
            phone: maskPhone('6281234567890'),
            city: 'Jakarta Timur',
          },
          claims: [
            {
              claim_no: 'KLM-261120-42-9F3A',
              status: 'in-review',
              status_label: claimStates['in-review'].label,
              created_at: '2026-11-20T04:00:00.000Z',
              updated_at: '2026-11-21T02:30:00.000Z',
            },
          ],
          verification: null,
        },
      },
      {
        summary: 'The owner proven (verification_token): in full',
        data: {
          ...registration,
          receipt_no: 'STR-2026-00012',
          purchased_at: '2026-10-31T07:12:00.000Z',
          registered_at: '2026-11-02T03:20:00.000Z',
          is_active: true,
          verified_owner: true,
          owner: {
            name: 'Budi Santoso',
            email: 'budi@example.com',
            phone: '6281234567890',
            address: 'Jl. Cipinang Jaya II No. 8',
            city: 'Jakarta Timur',
            province: 'DKI Jakarta',
            postal_code: '13410',
          },
          claims: [
            {
              claim_no: 'KLM-261120-42-9F3A',
              status: 'in-review',
              status_label: claimStates['in-review'].label,
              created_at: '2026-11-20T04:00:00.000Z',
              updated_at: '2026-11-21T02:30:00.000Z',
              problem_category: 'Pegas',
              problem: 'Pegas di sisi kiri berbunyi dan terasa menonjol.',
              status_note: 'Teknisi dijadwalkan datang 24 November.',
              next: claimStates['in-review'].next,
            },
          ],
          verification: null,
        },
      },
    ],
    refusal:
      'Nomor registrasi ini tidak ditemukan. Periksa lagi sesuai sertifikat atau email pendaftaran, atau cari dengan nomor struk dan nomor seri.',
  },
  '/apiwarranty/warranty/CLAIM_WARRANTY': {
    answers: [
      {
        summary: 'Claim received',
        message: `Klaim KLM-261122-42-B71E kami terima. ${claimStates.received.next}`,
        data: {
          claim_no: 'KLM-261122-42-B71E',
          status: 'received',
          status_label: claimStates.received.label,
          next: claimStates.received.next,
        },
      },
    ],
    refusal: 'Masa garansi produk ini sudah berakhir.',
  },
  '/apiwarranty/master/getpostal': {
    answers: [
      {
        summary: 'q "cipinang"',
        data: {
          villages: [
            {
              code: '31.75.01.1001',
              kelurahan: 'Cipinang',
              kecamatan: 'Pulo Gadung',
              city: 'Kota Jakarta Timur',
              province: 'DKI Jakarta',
              postal_code: '13240',
            },
            {
              code: '31.75.03.1006',
              kelurahan: 'Cipinang Besar Utara',
              kecamatan: 'Jatinegara',
              city: 'Kota Jakarta Timur',
              province: 'DKI Jakarta',
              postal_code: '13410',
            },
          ],
          total: 6,
        },
      },
    ],
  },
} satisfies Partial<ContractExamples>
