import type { MailMessage } from './outbox'
import { formatDate, formatDateTime, formatIDR } from '@/lib/format'
import { type TimeZone, formatEventTime } from '@/lib/time-zone'

/** The words of every message the site sends, in Indonesian. Data in, a queued message's content out. */

/** 15 → "15 menit", 2880 → "2 hari". */
export const duration = (minutes: number) =>
  minutes % 1440 === 0
    ? `${minutes / 1440} hari`
    : minutes >= 120 && minutes % 60 === 0
      ? `${minutes / 60} jam`
      : `${minutes} menit`

export const purposeLabels = {
  newsletter: 'konfirmasi langganan newsletter',
  warranty: 'pendaftaran garansi',
  'warranty-owner': 'akses data garansi dan klaim',
  pdp: 'persetujuan penggunaan data pribadi',
  voucher: 'klaim voucher',
  event: 'konfirmasi pendaftaran event',
} as const

export type VerificationPurpose = keyof typeof purposeLabels

export function verificationCodeMail(
  to: string,
  code: string,
  purpose: VerificationPurpose,
  minutes: number,
  link?: string,
): MailMessage {
  return {
    to,
    kind: 'verification-code',
    subject: `Kode verifikasi Rumah Loka: ${code}`,
    blocks: [
      { p: `Gunakan kode berikut untuk ${purposeLabels[purpose]}:` },
      { code },
      ...(link ? [{ button: { label: 'Konfirmasi sekarang', url: link } }] : []),
      {
        p: `Kode berlaku ${duration(minutes)} dan hanya untuk Anda. Jangan berikan kode ini kepada siapa pun, termasuk petugas Rumah Loka.`,
      },
      { p: 'Bila Anda tidak meminta kode ini, abaikan email ini.' },
    ],
  }
}

export function newsletterConfirmMail(to: string, link: string): MailMessage {
  return {
    to,
    kind: 'newsletter',
    subject: 'Konfirmasi langganan newsletter Rumah Loka',
    blocks: [
      {
        p: 'Terima kasih sudah mendaftar newsletter Rumah Loka. Satu langkah lagi: konfirmasikan bahwa alamat ini milik Anda.',
      },
      { button: { label: 'Konfirmasi langganan', url: link } },
      {
        p: 'Langganan baru aktif setelah dikonfirmasi. Bila Anda tidak mendaftar, abaikan email ini dan alamat Anda tidak akan kami kirimi apa pun.',
      },
    ],
  }
}

/** To an address already subscribed; like every newsletter e-mail, it ends with the way out. */
export function newsletterAlreadyMail(to: string, unsubscribeUrl: string): MailMessage {
  return {
    to,
    kind: 'newsletter',
    subject: 'Anda sudah berlangganan newsletter Rumah Loka',
    blocks: [
      {
        p: 'Seseorang (mungkin Anda) baru saja mendaftarkan alamat ini ke newsletter Rumah Loka. Alamat ini sudah berlangganan, jadi tidak ada yang perlu Anda lakukan.',
      },
      { p: `Tidak ingin menerima newsletter lagi? Berhenti berlangganan: ${unsubscribeUrl}` },
    ],
  }
}

type EventFacts = {
  title: string
  starts_at: string
  ends_at: string
  time_zone: TimeZone
  venue: string
  city?: string | null
  url: string
}
const eventWhen = (e: EventFacts) => formatEventTime(e.starts_at, e.ends_at, e.time_zone)

/**
 * The one message an unconfirmed registration sends: to an address anyone may type, so it carries nothing the
 * sender wrote (no name, no note), only the event's own facts, the count and the link. Kind
 * 'verification-code' with the code ending the subject: the Outbox blanks the code (and the link) once sent.
 */
export function eventConfirmRequestMail(
  to: string,
  event: EventFacts,
  participants: number,
  code: string,
  link: string,
  minutes: number,
): MailMessage {
  return {
    to,
    kind: 'verification-code',
    subject: `Konfirmasi pendaftaran event Rumah Loka: ${code}`,
    blocks: [
      {
        p: 'Seseorang mendaftarkan alamat email ini untuk event Rumah Loka berikut. Pendaftaran belum berlaku dan belum memesan kursi sampai Anda mengonfirmasinya.',
      },
      {
        rows: [
          ['Event', event.title],
          ['Waktu', eventWhen(event)],
          ['Tempat', [event.venue, event.city].filter(Boolean).join(', ')],
          ['Peserta', String(participants)],
        ],
      },
      { button: { label: 'Konfirmasi pendaftaran', url: link } },
      { p: 'Kode konfirmasi (sudah termasuk dalam tombol di atas):' },
      { code },
      {
        p: `Tautan berlaku ${duration(minutes)}. Kursi kami pesan saat Anda mengonfirmasi, selama masih tersedia; kode registrasi dan file kalender menyusul lewat email.`,
      },
      { p: 'Bukan Anda yang mendaftar? Abaikan email ini; pendaftaran batal dengan sendirinya.' },
    ],
  }
}

export function eventRegistrationMail(
  to: string,
  name: string,
  event: EventFacts,
  code: string,
  participants: number,
  ics: string | null,
): MailMessage {
  return {
    to,
    kind: 'event-registration',
    subject: `Pendaftaran event: ${event.title}`,
    blocks: [
      { p: `Halo ${name}, pendaftaran Anda sudah dikonfirmasi dan kursi Anda sudah kami pesan.` },
      {
        rows: [
          ['Event', event.title],
          ['Waktu', eventWhen(event)],
          ['Tempat', [event.venue, event.city].filter(Boolean).join(', ')],
          ['Peserta', String(participants)],
          ['Kode registrasi', code],
        ],
      },
      {
        p: 'Tunjukkan kode registrasi ini di meja registrasi. Lampiran .ics menambahkan event ke kalender Anda.',
      },
      { button: { label: 'Lihat detail event', url: event.url } },
    ],
    attachments: ics
      ? [
          {
            filename: 'event-rumah-loka.ics',
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: ics,
          },
        ]
      : undefined,
  }
}

export function eventAlreadyRegisteredMail(
  to: string,
  event: EventFacts,
  code: string,
  participants: number,
): MailMessage {
  return {
    to,
    kind: 'event-registration',
    subject: `Anda sudah terdaftar: ${event.title}`,
    blocks: [
      {
        p: 'Ada pendaftaran baru dengan alamat email ini untuk event yang sudah Anda ikuti. Pendaftaran Anda sebelumnya tetap berlaku; tidak ada pendaftaran kedua.',
      },
      {
        rows: [
          ['Event', event.title],
          ['Waktu', eventWhen(event)],
          ['Peserta terdaftar', String(participants)],
          ['Kode registrasi', code],
        ],
      },
      { p: 'Ingin mengubah jumlah peserta? Balas lewat menu Hubungi Kami dengan kode registrasi ini.' },
    ],
  }
}

export function eventRegistrationCancelledMail(
  to: string,
  name: string,
  event: EventFacts,
  code: string,
): MailMessage {
  return {
    to,
    kind: 'event-registration',
    subject: `Pendaftaran dibatalkan: ${event.title}`,
    blocks: [
      {
        p: `Halo ${name}, pendaftaran Anda untuk event berikut dibatalkan oleh tim Rumah Loka dan kursinya kami lepas.`,
      },
      {
        rows: [
          ['Event', event.title],
          ['Waktu', eventWhen(event)],
          ['Kode registrasi', code],
        ],
      },
      {
        p: 'Bila ini tidak Anda minta, hubungi layanan pelanggan kami atau daftar kembali selama kursi masih tersedia.',
      },
      { button: { label: 'Lihat detail event', url: event.url } },
    ],
  }
}

export function warrantyRegisteredMail(
  to: string,
  r: {
    registration_no: string
    product_name: string
    serial_no: string
    purchased_at: string
    coverage_until: string
    customer_name: string
  },
): MailMessage {
  return {
    to,
    kind: 'warranty-registration',
    subject: `Garansi terdaftar: ${r.registration_no}`,
    blocks: [
      { p: `Halo ${r.customer_name}, garansi produk Anda sudah terdaftar.` },
      {
        rows: [
          ['Nomor registrasi', r.registration_no],
          ['Produk', r.product_name],
          ['Nomor seri', r.serial_no],
          ['Tanggal beli', formatDate(r.purchased_at)],
          ['Berlaku hingga', formatDate(r.coverage_until)],
        ],
      },
      {
        p: 'Simpan email ini dan struk belanja Anda. Bila ada kerusakan dalam masa garansi, ajukan klaim di menu Klaim Garansi.',
      },
    ],
  }
}

export function warrantyClaimMail(
  to: string,
  c: {
    claim_no: string
    product_name: string
    serial_no: string
    problem: string
    category?: string
    started_on?: string
    contact_time?: string
    photos?: number
  },
): MailMessage {
  return {
    to,
    kind: 'warranty-claim',
    subject: `Klaim garansi diterima: ${c.claim_no}`,
    blocks: [
      { p: 'Klaim garansi Anda sudah kami terima. Tim servis akan menghubungi Anda dalam 2 hari kerja.' },
      {
        rows: [
          ['Nomor klaim', c.claim_no],
          ['Produk', c.product_name],
          ['Nomor seri', c.serial_no],
          ...(c.category ? [['Jenis kerusakan', c.category] as [string, string]] : []),
          ...(c.started_on ? [['Mulai rusak', formatDate(c.started_on)] as [string, string]] : []),
          ['Keluhan', c.problem],
          ...(c.photos ? [['Foto', `${c.photos} foto`] as [string, string]] : []),
          ...(c.contact_time ? [['Waktu dihubungi', c.contact_time] as [string, string]] : []),
        ],
      },
      {
        p: 'Status klaim dapat Anda lihat kapan saja di halaman Klaim Garansi dengan nomor struk dan nomor seri produk.',
      },
    ],
  }
}

export function claimStatusMail(
  to: string,
  c: { claim_no: string; product_name: string; state: string; next: string; note: string | null },
): MailMessage {
  return {
    to,
    kind: 'warranty-claim',
    subject: `Klaim ${c.claim_no}: ${c.state}`,
    blocks: [
      { p: `Status klaim garansi Anda sekarang: ${c.state}.` },
      {
        rows: [
          ['Nomor klaim', c.claim_no],
          ['Produk', c.product_name],
          ['Status', c.state],
          ...(c.note ? [['Catatan petugas', c.note] as [string, string]] : []),
        ],
      },
      { p: c.next },
    ],
  }
}

export function refundDecisionMail(
  to: string,
  r: { return_no: string; decision: 'approved' | 'rejected'; amount: number; refund_method: string },
): MailMessage {
  const approved = r.decision === 'approved'
  return {
    to,
    kind: 'refund-decision',
    subject: `Retur ${r.return_no}: ${approved ? 'Anda setujui' : 'Anda tolak'}`,
    blocks: [
      {
        p: approved
          ? 'Terima kasih, persetujuan Anda sudah kami catat. Pengembalian dana diproses dalam 3–14 hari kerja.'
          : 'Penolakan Anda sudah kami catat. Tim kami akan menghubungi Anda untuk langkah berikutnya.',
      },
      {
        rows: [
          ['Nomor retur', r.return_no],
          ['Jumlah', formatIDR(r.amount)],
          ['Metode', r.refund_method],
          ['Keputusan', approved ? 'Disetujui' : 'Ditolak'],
        ],
      },
    ],
  }
}

/** The claimed voucher's code, so the shopper has it at the till after the page is closed. */
export function voucherClaimedMail(
  to: string,
  v: { code: string; title: string; value: number; min_purchase: number; valid_until: string },
): MailMessage {
  return {
    to,
    kind: 'customer-link',
    subject: `Voucher Anda sudah diklaim: ${v.title}`,
    blocks: [
      { p: 'Voucher Anda sudah diklaim. Tunjukkan kode berikut di kasir toko Rumah Loka sebelum membayar.' },
      { code: v.code },
      {
        rows: [
          ['Voucher', v.title],
          ['Nilai', formatIDR(v.value)],
          ['Minimum belanja', formatIDR(v.min_purchase)],
          ['Berlaku hingga', formatDate(v.valid_until)],
        ],
      },
    ],
  }
}

export function pdpAgreementMail(
  to: string,
  a: {
    agreement_no: string
    name: string
    consent_version: string
    consent_at: string
    signature_method: string
    pdf?: Uint8Array
  },
): MailMessage {
  return {
    to,
    kind: 'pdp-agreement',
    subject: `Salinan persetujuan data pribadi ${a.agreement_no}`,
    blocks: [
      {
        p: `Halo ${a.name}, berikut salinan persetujuan penggunaan data pribadi Anda (UU PDP No. 27/2022)${a.pdf ? '; naskah lengkap dengan tanda tangan Anda terlampir sebagai PDF' : ''}.`,
      },
      {
        rows: [
          ['Nomor', a.agreement_no],
          ['Versi naskah', a.consent_version],
          ['Waktu', formatDateTime(a.consent_at)],
          ['Tanda tangan', a.signature_method],
        ],
      },
      {
        p: 'Anda dapat meminta salinan data, perbaikan, atau penghapusan data kapan saja melalui halaman Hubungi Kami atau layanan pelanggan Rumah Loka.',
      },
    ],
    attachments: a.pdf
      ? [
          {
            filename: `persetujuan-data-pribadi-${a.agreement_no}.pdf`,
            contentType: 'application/pdf',
            content: Buffer.from(a.pdf).toString('base64'),
            encoding: 'base64',
          },
        ]
      : undefined,
  }
}

const linkWords = {
  refund: {
    subject: 'Persetujuan retur',
    intro:
      'Retur Anda menunggu persetujuan. Buka tautan berikut untuk melihat rinciannya dan memberi keputusan.',
    button: 'Lihat retur',
  },
  receipt: {
    subject: 'Struk belanja',
    intro: 'Berikut tautan ke rincian struk belanja Anda.',
    button: 'Lihat struk',
  },
  voucher: {
    subject: 'Voucher untuk Anda',
    intro: 'Anda mendapat voucher belanja. Buka tautan berikut untuk melihat dan mengklaimnya.',
    button: 'Klaim voucher',
  },
} as const

export function customerLinkMail(
  to: string,
  kind: keyof typeof linkWords,
  /** What the subject names: the return or receipt number, the voucher's title (never its code). */
  label: string,
  url: string,
  expiresAt: Date,
): MailMessage {
  const w = linkWords[kind]
  return {
    to,
    kind: 'customer-link',
    subject: `${w.subject} ${label}`,
    blocks: [
      { p: w.intro },
      { button: { label: w.button, url } },
      { p: `Tautan ini pribadi dan berlaku hingga ${formatDate(expiresAt)}.` },
    ],
  }
}
