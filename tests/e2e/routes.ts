import type { APIRequestContext } from '@playwright/test'

import { contractHeaders } from '../../scripts/contract-headers.mjs'

// Shared by the specs that visit every content page (pages.spec.ts, security-headers.spec.ts).

/** Every content route with a text its main content must show from the seeded database. */
export const contentRoutes: { path: string; heading: string | RegExp; shows: string | RegExp }[] = [
  { path: '/', heading: 'Rumah Loka — furnitur dan perlengkapan rumah', shows: 'Belanja per kategori' },
  { path: '/catalogues', heading: 'E-Catalogue', shows: /E-Katalog Harbolnas/ },
  { path: '/home-promotion', heading: 'Promo', shows: 'Harbolnas 12.12: Diskon hingga 50%' },
  {
    path: '/home-promotion/harbolnas-12-12',
    heading: 'Harbolnas 12.12: Diskon hingga 50%',
    shows: 'Produk promo',
  },
  { path: '/inspirations', heading: 'Inspirasi', shows: 'Panduan Memilih Kasur Sesuai Posisi Tidur' },
  {
    path: '/inspirations/panduan-memilih-kasur-sesuai-posisi-tidur',
    heading: 'Panduan Memilih Kasur Sesuai Posisi Tidur',
    shows: 'Produk dalam artikel ini',
  },
  { path: '/room-of-inspiration', heading: 'Pilihan Ruangan', shows: 'Ruang Keluarga Japandi' },
  {
    path: '/room-of-inspiration/ruang-keluarga-japandi',
    heading: 'Ruang Keluarga Japandi',
    shows: 'Tampilan utama',
  },
  { path: '/room-categories', heading: 'Kategori Ruangan', shows: 'Kamar Tidur' },
  { path: '/room-categories/kamar-tidur', heading: 'Kamar Tidur', shows: 'Produk untuk kamar tidur' },
  { path: '/shop-the-look', heading: 'Rekomendasi Produk', shows: 'Japandi yang Menenangkan' },
  { path: '/services', heading: 'Layanan Kami', shows: 'Jasa Perakitan' },
  { path: '/services/jasa-perakitan', heading: 'Jasa Perakitan', shows: 'Cara menggunakan layanan ini' },
  { path: '/search?q=sofa', heading: 'Hasil untuk "sofa"', shows: /produk ditemukan/ },
  { path: '/kategori/furnitur-ruang-tamu', heading: 'Furnitur Ruang Tamu', shows: /\d+ produk/ },
  {
    path: '/produk/sofa-2-dudukan-kirana-kain-boucle-rl-0101-002',
    heading: 'Sofa 2 Dudukan Kirana Kain Boucle',
    shows: 'Detail produk',
  },
  { path: '/csr-events', heading: 'Berita Terbaru', shows: 'Donasi 500 Kasur untuk Korban Banjir Demak' },
  {
    path: '/csr-events/donasi-500-kasur-untuk-korban-banjir-demak',
    heading: 'Donasi 500 Kasur untuk Korban Banjir Demak',
    shows: 'Galeri',
  },
  { path: '/faq', heading: 'Pertanyaan Umum', shows: 'Bagaimana cara mendaftarkan garansi?' },
  { path: '/membership', heading: 'Loka Member', shows: 'Tingkatan' },
  { path: '/company', heading: 'Profil Perusahaan', shows: 'Grup Loka Retail' },
  { path: '/contact-us', heading: 'Hubungi Kami', shows: 'Layanan pelanggan' },
  { path: '/syarat-ketentuan', heading: 'Syarat & Ketentuan', shows: 'Data pribadi' },
]

/** The other route shapes without a slug: forms, locators, calendars, confirmations, the developer page. */
export const otherRoutes = [
  '/register',
  '/claim',
  '/store-locations',
  '/store-locations/list-maps',
  '/kalender-event',
  '/kalender-event/detail',
  '/kalender-event/registrasi',
  '/konfirmasi-event',
  '/konfirmasi-newsletter',
  '/berhenti-langganan',
  '/self-service',
  '/self-service/persetujuan-data',
  '/voucher-claim',
  '/developers',
]

/** Every route shape a shopper can open: the lists above and an upcoming event's detail and registration. */
export async function routeShapes(request: APIRequestContext): Promise<string[]> {
  const events = await request.get('/api/event/list?page_size=1', { headers: contractHeaders() })
  const [event] = (await events.json()).data.events as { slug: string }[]
  return [
    ...contentRoutes.map((r) => r.path),
    ...otherRoutes,
    `/kalender-event/detail/${event!.slug}`,
    `/kalender-event/registrasi/${event!.slug}`,
  ]
}
