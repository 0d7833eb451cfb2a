import { event, eventCalendar, pageInfo, richText } from './shared'
import type { ContractExamples } from './types'

const registeredEvent = {
  title: event.title,
  slug: event.slug,
  starts_at: event.starts_at,
  ends_at: event.ends_at,
  time_zone: 'Asia/Jakarta' as const,
  venue: event.venue,
  city: event.city,
  has_gifts: true,
}

export const eventExamples = {
  '/api/event/list': {
    answers: [
      {
        summary: 'page_size 1',
        data: {
          events: [event],
          ...pageInfo(30, 1),
          calendars: [eventCalendar, { id: 1, name: 'Workshop DIY', slug: 'workshop-diy', color: '#0f766e' }],
        },
      },
    ],
  },
  '/api/event/detail': {
    answers: [
      {
        summary: 'slug demo-baking-akhir-tahun-cipinang',
        data: {
          ...event,
          content: richText,
          gifts: [{ name: 'Apron Rumah Loka', description: 'Untuk 20 pendaftar pertama' }],
          store: {
            name: 'Rumah Loka Cipinang',
            slug: 'rumah-loka-cipinang',
            address: 'Jl. Cipinang Indah Raya No. 12, Jakarta Timur 13420',
            phone: '(021) 8590-1122',
            lat: -6.2311,
            lng: 106.8839,
            area: 'DKI Jakarta',
          },
        },
      },
    ],
  },
  '/api/event/location/list': {
    answers: [
      {
        summary: 'Cities with upcoming events',
        data: {
          locations: [
            { city: 'Bekasi', count: 4, venues: ['Rumah Loka Summarecon Bekasi'] },
            { city: 'Jakarta Timur', count: 3, venues: ['Rumah Loka Cipinang'] },
          ],
        },
      },
    ],
  },
  '/api/event/insert/event/register': {
    answers: [
      {
        summary: 'Two participants, awaiting confirmation by e-mail',
        message:
          'Cek email Anda untuk mengonfirmasi pendaftaran. Kami mengirim tautan konfirmasi ke budi@example.com; pendaftaran berlaku dan kursi kami pesan setelah Anda menekan tautan itu, selama kursi masih tersedia.',
        data: { status: 'pending', participants: 2, event: registeredEvent },
      },
    ],
    refusal: 'Maaf, kuota event ini sudah penuh.',
  },
  '/api/event/insert/event/confirm': {
    answers: [
      {
        summary: 'Confirmed: the seats are taken',
        message:
          'Pendaftaran dikonfirmasi dan kursi Anda sudah kami pesan. Kode registrasi dan file kalender kami kirim ke email Anda.',
        data: { status: 'confirmed', participants: 2, event: registeredEvent },
      },
    ],
    refusal:
      'Maaf, event ini sudah penuh sebelum Anda mengonfirmasi, jadi tidak ada kursi yang kami pesan. Sesi berikutnya masih ada kursi: Workshop Styling Ruang Tamu, Sabtu, 12 Desember 2026, 15.00–17.00 WIB.',
  },
  '/api/event/detail/gift': {
    answers: [
      {
        summary: 'Within the gift quota',
        message: 'Tunjukkan kode registrasi ini di meja registrasi untuk mengambil hadiah.',
        data: {
          registration_code: 'EV3-9F2C1A',
          registration_place: 7,
          event: { title: event.title, slug: event.slug, starts_at: event.starts_at, venue: event.venue },
          gifts: [
            {
              name: 'Apron Rumah Loka',
              description: 'Untuk 20 pendaftar pertama',
              quota: 20,
              eligible: true,
            },
          ],
          gift_claimed: null,
        },
      },
    ],
    refusal: 'Kode registrasi atau email tidak cocok.',
  },
} satisfies Partial<ContractExamples>
