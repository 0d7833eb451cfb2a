import { articleSummary, image, pageInfo, product, promotionSummary, richText } from './shared'
import type { ContractExamples } from './types'

const gallery = {
  id: 1,
  title: 'Japandi yang Menenangkan',
  slug: 'japandi-yang-menenangkan',
  style: 'Japandi',
  description: 'Inspirasi gaya japandi lengkap dengan produk yang bisa Anda bawa pulang.',
  image: image('look-japandi-yang-menenangkan.webp', 1600, 1000, 'Ruang tamu bergaya japandi'),
}
const service = {
  id: 1,
  title: 'Pengiriman Cepat',
  slug: 'pengiriman-cepat',
  path: '/services/pengiriman-cepat',
  summary: 'Barang besar diantar tim kami sendiri ke rumah Anda, dijadwalkan sesuai waktu Anda.',
  image: image('service-pengiriman-cepat.webp', 1600, 900, 'Tim pengiriman Rumah Loka'),
  fee_note: 'Gratis untuk belanja di atas Rp 5.000.000 di Jabodetabek',
}
const ecatalogue = {
  id: 4,
  title: 'E-Katalog Dapur Ceria',
  slug: 'e-katalog-dapur-ceria',
  cover: image('catalogue-dapur-ceria-page-1.webp', 800, 1131, 'E-Katalog Dapur Ceria halaman 1'),
  pages: [
    image('catalogue-dapur-ceria-page-1.webp', 800, 1131, 'E-Katalog Dapur Ceria halaman 1'),
    image('catalogue-dapur-ceria-page-2.webp', 800, 1131, 'E-Katalog Dapur Ceria halaman 2'),
  ],
  file: {
    url: '/cms-api/media/file/e-katalog-dapur-ceria.pdf',
    filesize: 1_482_113,
    title: 'E-Katalog Dapur Ceria (PDF)',
  },
  start_at: '2026-11-01T17:00:00.000Z',
  end_at: '2026-12-31T16:59:59.000Z',
  status: 'current' as const,
  promotion: { title: 'Dapur Ceria', slug: 'dapur-ceria' },
}

export const contentExamples = {
  '/api/banner/list': {
    answers: [
      {
        summary: 'section_name hero, page_size 1',
        data: {
          banners: [
            {
              id: 1,
              title: 'Ruang Tamu Baru, Semangat Baru',
              section_name: 'hero',
              url_link: '/home-promotion/harbolnas-12-12',
              img_main: image('banner-hero-1.webp', 1920, 720, 'Ruang Tamu Baru, Semangat Baru'),
              img_mobile: image('banner-hero-1-mobile.webp', 800, 1000, 'Ruang Tamu Baru, Semangat Baru'),
              image: null,
              is_enabled: true,
            },
          ],
          ...pageInfo(3, 1),
        },
      },
    ],
  },
  '/api/article/list': {
    answers: [{ summary: 'page_size 1', data: { articles: [articleSummary], ...pageInfo(12, 1) } }],
  },
  '/api/article/fe/detail': {
    answers: [
      {
        summary: 'slug 7-cara-membuat-ruang-tamu-kecil-terasa-lega',
        data: { ...articleSummary, content: richText, product_count: 6 },
      },
    ],
  },
  '/api/article/product': {
    answers: [
      {
        summary: 'The products an article shows, page_size 1',
        data: { products: [product], ...pageInfo(6, 1) },
      },
    ],
  },
  '/api/brand/list': {
    answers: [
      {
        summary: 'page_size 2',
        data: {
          data_brand: [
            { id: 1, code: 'LOKA-HOME', name: 'Loka Home', type: 'product', img_icon: null, url_link: null },
            {
              id: 9,
              code: 'RUMAH-LOKA',
              name: 'Rumah Loka',
              type: 'store',
              img_icon: image('brand-rumah-loka.webp', 240, 240, 'Rumah Loka'),
              url_link: 'https://www.rumahloka.co.id',
            },
          ],
          ...pageInfo(9, 2),
        },
      },
    ],
  },
  '/api/services/list': {
    answers: [{ summary: 'page_size 1', data: { services: [service], ...pageInfo(6, 1) } }],
  },
  '/api/services/fe/detail': {
    answers: [
      {
        summary: 'slug pengiriman-cepat',
        data: {
          ...service,
          content: richText,
          steps: [
            {
              title: 'Pilih jadwal',
              description: 'Pilih hari dan jam pengiriman di kasir atau lewat WhatsApp.',
            },
            { title: 'Barang diantar', description: null },
          ],
        },
      },
    ],
  },
  '/api/sps/list': {
    answers: [
      {
        summary: 'page_size 1',
        data: {
          galleries: [
            {
              ...gallery,
              hotspots: [
                { x: 42.5, y: 61, product: { id: product.id, name: product.name, url_key: product.url_key } },
              ],
            },
          ],
          ...pageInfo(8, 1),
        },
      },
    ],
  },
  '/api/sp/fe/detail': {
    answers: [
      {
        summary: 'slug japandi-yang-menenangkan',
        data: { ...gallery, hotspots: [{ x: 42.5, y: 61, product }] },
      },
    ],
  },
  '/api/sl/listByType': {
    answers: [
      {
        summary: 'type FE_FLOATING_WA_NO',
        data: {
          selections: [
            {
              id: 7,
              type: 'FE_FLOATING_WA_NO',
              description: 'WhatsApp layanan pelanggan',
              link: 'https://wa.me/628111500562',
              value: '628111500562',
            },
          ],
          ...pageInfo(1, 10),
        },
      },
    ],
  },
  '/api/seo/fe/detail': {
    answers: [
      {
        summary: 'link_url /',
        data: {
          meta_title: 'Furnitur & Perlengkapan Rumah | Rumah Loka',
          meta_desc: 'Belanja furnitur, kasur, dekorasi dan perlengkapan rumah di Rumah Loka.',
          meta_keyword: 'furnitur, sofa, kasur, dekorasi rumah',
          opengraph_title: 'Furnitur & Perlengkapan Rumah | Rumah Loka',
          opengraph_desc: 'Belanja furnitur, kasur, dekorasi dan perlengkapan rumah di Rumah Loka.',
          opengraph_url: '/',
          opengraph_keyword: 'furnitur, sofa, kasur, dekorasi rumah',
          twitter_title: 'Furnitur & Perlengkapan Rumah | Rumah Loka',
          twitter_desc: 'Belanja furnitur, kasur, dekorasi dan perlengkapan rumah di Rumah Loka.',
          link_url: '/',
          matched_url: '/',
        },
      },
    ],
  },
  '/api/socmed/list': {
    answers: [
      {
        summary: 'page_size 2',
        data: {
          socmed: [
            { id: 1, platform: 'instagram', name: 'Instagram', url: 'https://instagram.com/rumahloka.id' },
            { id: 3, platform: 'tiktok', name: 'TikTok', url: 'https://tiktok.com/@rumahloka.id' },
          ],
          ...pageInfo(6, 2),
        },
      },
    ],
  },
  '/api/promo/show-list': {
    answers: [
      {
        summary: 'page_size 1',
        data: {
          promotions: [promotionSummary],
          ...pageInfo(4, 1),
          categories: ['Dapur', 'Furnitur', 'Kamar Tidur', 'Ruang Kerja'],
        },
      },
    ],
  },
  '/api/promo/fe/detail': {
    answers: [
      {
        summary: 'slug pekan-kasur-nyenyak',
        data: { ...promotionSummary, terms: richText, products: [product], ecatalogues: [ecatalogue] },
      },
    ],
  },
  '/api/promo/getlistecatalog': {
    answers: [{ summary: 'page_size 1', data: { ecatalogues: [ecatalogue], ...pageInfo(4, 1) } }],
  },
  '/api/websiteconfig/get': {
    answers: [
      {
        summary: 'config_name customer_service_phone',
        data: { config_name: 'customer_service_phone', value: '1500-562' },
      },
    ],
  },
} satisfies Partial<ContractExamples>
