import type { ContractData } from '../calls'

/**
 * Records several examples share (a product, a store, an event…), taken from the demo catalogue so the
 * examples read like the site's own answers.
 */
type SearchData = ContractData['/api/product/search']
type Product = SearchData['products'][number]
type Image = NonNullable<Product['image']>

export const image = (file: string, width: number, height: number, alt: string): Image => ({
  url: `/cms-api/media/file/${file}`,
  width,
  height,
  alt,
})

export const pageInfo = (total: number, pageSize: number) => ({
  total,
  page: 1,
  page_size: pageSize,
  total_page: Math.ceil(total / pageSize),
})

export const richText = {
  root: {
    type: 'root',
    children: [
      {
        type: 'paragraph',
        version: 1,
        children: [{ type: 'text', version: 1, text: 'Berlaku di semua toko Rumah Loka.' }],
      },
    ],
  },
}

export const product: Product = {
  id: 24,
  name: 'Sofa Bed Laras Beludru',
  sku: 'RL-0101-024',
  url_key: 'sofa-bed-laras-beludru-rl-0101-024',
  description:
    'Sofa Bed Laras dari beludru berwarna krem. Dirancang untuk iklim tropis, mudah dirawat, dan nyaman dipakai setiap hari.',
  price: 11_399_000,
  sale_price: 9_119_000,
  discount_percent: 20,
  image: image('product-sofa-3.webp', 800, 800, 'Sofa Bed Laras Beludru'),
  images: [
    image('product-sofa-3.webp', 800, 800, 'Sofa Bed Laras Beludru'),
    image('product-sofa-1.webp', 800, 800, 'Sofa Bed Laras Beludru, terbuka'),
  ],
  category: { id: 2, name: 'Sofa', slug: 'sofa' },
  brand: { id: 1, code: 'LOKA-HOME', name: 'Loka Home' },
  room: { id: 1, name: 'Ruang Tamu', slug: 'ruang-tamu' },
  style: 'Minimalis',
  color: 'Krem',
  material: 'Beludru',
  dimensions: '260 × 160 × 86 cm',
  marketplace_url: 'https://www.tokopedia.com/rumahloka/sofa-bed-laras-beludru-rl-0101-024',
  warranty_months: 24,
  is_new: true,
}

export const promotionSummary: SearchData['promotions'][number] = {
  id: 2,
  title: 'Pekan Kasur Nyenyak',
  slug: 'pekan-kasur-nyenyak',
  path: '/home-promotion/pekan-kasur-nyenyak',
  summary: 'Hemat hingga 40% untuk kasur dan tempat tidur, plus bantal gratis.',
  banner: image('promo-pekan-kasur-nyenyak.webp', 1600, 800, 'Pekan Kasur Nyenyak'),
  category: 'Kamar Tidur',
  start_at: '2026-11-11T17:00:00.000Z',
  end_at: '2026-12-06T16:00:00.000Z',
  status: 'current',
}

export const articleSummary: SearchData['articles'][number] = {
  id: 1,
  title: '7 Cara Membuat Ruang Tamu Kecil Terasa Lega',
  slug: '7-cara-membuat-ruang-tamu-kecil-terasa-lega',
  path: '/inspirations/7-cara-membuat-ruang-tamu-kecil-terasa-lega',
  excerpt: 'Cermin, warna terang dan sofa bed: cara sederhana membuat ruang tamu kecil terasa lapang.',
  cover: image('article-ruang-tamu-kecil.webp', 1200, 800, 'Ruang tamu kecil yang terang'),
  author: 'Tim Inspirasi Rumah Loka',
  published_at: '2026-10-02T03:00:00.000Z',
  room: { id: 1, name: 'Ruang Tamu', slug: 'ruang-tamu' },
  tags: 'ruang tamu, tips',
}

export const store: ContractData['/api/site/list']['stores'][number] = {
  id: 49,
  code: 'RL049',
  name: 'Rumah Loka Jenderal Sudirman',
  slug: 'rumah-loka-jenderal-sudirman',
  area: 'Kalimantan Timur',
  city: 'Balikpapan',
  address: 'Jl. Boulevard Jenderal Sudirman No. 65, Balikpapan, Kalimantan Timur 38590',
  phone: '(0542) 818-8786',
  time_zone: 'Asia/Makassar',
  lat: -1.220451,
  lng: 116.851706,
  opening_hours: [
    { days: 'Senin–Jumat', open: '10:00', close: '21:00' },
    { days: 'Sabtu–Minggu & libur nasional', open: '10:00', close: '22:00' },
  ],
  services: [
    { title: 'Pengiriman Cepat', slug: 'pengiriman-cepat' },
    { title: 'Jasa Perakitan', slug: 'jasa-perakitan' },
  ],
  image: image('store-2.webp', 1200, 800, 'Suasana toko Rumah Loka'),
  distance_km: 3.4,
}

export const eventCalendar = { id: 3, name: 'Demo Masak', slug: 'demo-masak', color: '#b45309' }

export const event: ContractData['/api/event/list']['events'][number] = {
  id: 3,
  title: 'Demo Baking Akhir Tahun — Cipinang',
  slug: 'demo-baking-akhir-tahun-cipinang',
  path: '/kalender-event/detail/demo-baking-akhir-tahun-cipinang',
  summary: 'Demo Masak gratis di Rumah Loka Cipinang. Daftar sekarang, tempat terbatas!',
  cover: image('event-demo-masak.webp', 1200, 800, 'Demo Masak'),
  city: 'Jakarta Timur',
  venue: 'Rumah Loka Cipinang',
  time_zone: 'Asia/Jakarta',
  event_calendar: eventCalendar,
  starts_at: '2026-12-05T08:00:00.000Z',
  ends_at: '2026-12-05T10:00:00.000Z',
  registration_closes_at: '2026-12-05T06:00:00.000Z',
  capacity: 40,
  seats_left: 12,
  state: 'open',
  max_participants_per_registration: 4,
}

/**
 * A code e-mailed: what the verification, voucher, warranty and self-service calls answer when they send one.
 */
export const codeSent = {
  challenge: 'eyJhbGciOiJIUzI1NiJ9.eyJ2aWQiOjQyLCJhdWQiOiJjaGFsbGVuZ2UifQ.q3Zk1Jc2l0ZS1leGFtcGxl',
  sent_to: 'b***@example.com',
  expires_at: '2026-11-22T10:15:00.000Z',
  resend_after: 60,
}
export const codeSentMessage = 'Kode verifikasi sudah dikirim ke b***@example.com. Berlaku 15 menit.'
