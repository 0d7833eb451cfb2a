import { event, eventCalendar, pageInfo, richText } from './shared'
import type { ContractExamples } from './types'

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
        summary: 'Two participants registered',
        message:
          'Pendaftaran diterima. Kode registrasi dan detail event kami kirim ke budi@example.com. Sampai jumpa pada Sabtu, 5 Desember 2026, 15.00–17.00 WIB di Rumah Loka Cipinang.',
        data: {
          participants: 2,
          event: {
            title: event.title,
            slug: event.slug,
            starts_at: event.starts_at,
            ends_at: event.ends_at,
            time_zone: 'Asia/Jakarta',
            venue: event.venue,
            city: event.city,
            has_gifts: true,
          },
        },
      },
    ],
    refusal: 'Maaf, kuota event ini sudah penuh.',
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
