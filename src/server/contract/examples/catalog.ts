import { articleSummary, image, pageInfo, product, promotionSummary } from './shared'
import type { ContractExamples } from './types'

const category = {
  id: 2,
  name: 'Sofa',
  slug: 'sofa',
  description: 'Sofa dua dan tiga dudukan, sofa L dan sofa bed.',
  image: image('product-sofa-1.webp', 800, 800, 'Sofa'),
  parent: { id: 1, name: 'Furnitur Ruang Tamu', slug: 'furnitur-ruang-tamu' },
}

export const catalogExamples = {
  '/api/product/search': {
    answers: [
      {
        summary: 'q "sofa bed", page_size 1',
        data: {
          products: [product],
          ...pageInfo(5, 1),
          query: 'sofa bed',
          relaxed: false,
          facets: {
            categories: [{ slug: 'sofa', name: 'Sofa', count: 5 }],
            brands: [
              { code: 'LOKA-HOME', name: 'Loka Home', count: 3 },
              { code: 'KAYUKU', name: 'Kayuku', count: 2 },
            ],
            rooms: [{ slug: 'ruang-tamu', name: 'Ruang Tamu', count: 5 }],
            styles: [
              { name: 'Minimalis', count: 3 },
              { name: 'Japandi', count: 2 },
            ],
            prices: [
              {
                key: '1.5m-5m',
                label: 'Rp 1.500.000 – Rp 5.000.000',
                min: 1_500_001,
                max: 5_000_000,
                count: 1,
              },
              { key: 'over-10m', label: 'Di atas Rp 10.000.000', min: 10_000_001, max: null, count: 4 },
            ],
          },
          promotions: [promotionSummary],
          articles: [articleSummary],
        },
      },
    ],
  },
  '/api/flash/getbytype': {
    answers: [
      {
        summary: 'A flash sale running',
        data: {
          flash_sale: {
            title: 'Flash Sale 12.12',
            type: 'flash-sale',
            start_at: '2026-12-12T02:00:00.000Z',
            end_at: '2026-12-12T14:00:00.000Z',
          },
          server_time: '2026-12-12T05:30:00.000Z',
          items: [{ product, flash_price: 7_999_000, stock: 8 }],
        },
      },
      {
        summary: 'None running now',
        data: { flash_sale: null, server_time: '2026-11-22T10:00:00.000Z', items: [] },
      },
    ],
  },
  '/api/product/fe/detail': {
    answers: [
      {
        summary: 'url_key sofa-bed-laras-beludru-rl-0101-024, in a running flash sale',
        data: {
          ...product,
          sale_price: 7_999_000,
          discount_percent: 30,
          price_now: 7_999_000,
          price_until: '2026-12-12T14:00:00.000Z',
          flash_sale: {
            title: 'Flash Sale 12.12',
            end_at: '2026-12-12T14:00:00.000Z',
            flash_price: 7_999_000,
            stock: 8,
          },
          breadcrumb: [
            { id: 1, name: 'Furnitur Ruang Tamu', slug: 'furnitur-ruang-tamu' },
            { id: 2, name: 'Sofa', slug: 'sofa' },
          ],
          related: [product],
          looks: [
            {
              id: 3,
              title: 'Ruang Tamu Japandi',
              slug: 'ruang-tamu-japandi',
              path: '/shop-the-look#ruang-tamu-japandi',
              image: image('look-japandi.webp', 1200, 800, 'Ruang tamu bergaya Japandi'),
            },
          ],
          rooms: [],
          availability: {
            status: 'in_stock',
            stores_in_stock: 1,
            stores_on_display: 1,
            stores: [
              {
                id: 4,
                code: 'JKT-01',
                name: 'Rumah Loka Kemang',
                slug: 'rumah-loka-kemang',
                area: 'DKI Jakarta',
                city: 'Jakarta Selatan',
                address: 'Jl. Kemang Raya No. 10',
                phone: '021-7190000',
                time_zone: 'Asia/Jakarta',
                lat: -6.2607,
                lng: 106.8137,
                opening_hours: [{ days: 'Senin–Minggu', open: '10:00', close: '21:00' }],
                path: '/store-locations?city=Jakarta%20Selatan#rumah-loka-kemang',
                stock: 'few_left',
                on_display: true,
                reported_at: '2026-12-12T04:00:00.000Z',
                stale_at: '2026-12-14T04:00:00.000Z',
              },
            ],
            read_at: '2026-12-12T05:30:00.000Z',
          },
          server_time: '2026-12-12T05:30:00.000Z',
        },
      },
    ],
  },
  '/api/product/recommendation': {
    answers: [{ summary: 'tab promo', data: { tab: 'promo', products: [product] } }],
  },
  '/api/category/list': {
    answers: [{ summary: 'page_size 1', data: { categories: [category], ...pageInfo(38, 1) } }],
  },
  '/api/category/detail': {
    answers: [
      {
        summary: 'slug furnitur-ruang-tamu',
        data: {
          id: 1,
          name: 'Furnitur Ruang Tamu',
          slug: 'furnitur-ruang-tamu',
          description: 'Sofa, kursi santai, meja kopi dan bufet TV untuk ruang berkumpul keluarga.',
          image: image('department-furnitur-ruang-tamu.webp', 800, 800, 'Furnitur Ruang Tamu'),
          parent: null,
          children: [category],
        },
      },
    ],
  },
} satisfies Partial<ContractExamples>
