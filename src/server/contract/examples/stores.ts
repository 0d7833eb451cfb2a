import { pageInfo, store } from './shared'
import type { ContractExamples } from './types'

export const storeExamples = {
  '/api/site/list': {
    answers: [
      {
        summary: 'lat and lng given: nearest first, page_size 1',
        data: { stores: [store], ...pageInfo(54, 1) },
      },
    ],
  },
  '/api/site/list/area': {
    answers: [
      {
        summary: 'Provinces and cities with stores',
        data: {
          areas: [
            {
              area: 'Banten',
              count: 5,
              cities: [
                { city: 'Tangerang', count: 2 },
                { city: 'Tangerang Selatan', count: 3 },
              ],
            },
            { area: 'Bali', count: 2, cities: [{ city: 'Denpasar', count: 2 }] },
          ],
          total_stores: 54,
        },
      },
    ],
  },
  '/api/site/log/insert': {
    answers: [
      {
        summary: 'A view counted',
        data: { path: '/promotions', day: '2026-11-22', counted: true, count: 318 },
      },
      {
        summary: 'A crawler or prefetch: not counted',
        data: { path: '/promotions', day: '2026-11-22', counted: false, count: null },
      },
    ],
  },
  '/api/site/log/handoff': {
    answers: [
      {
        summary: 'A click on Buy Online counted',
        data: {
          path: '/produk/sofa-bed-laras-beludru-rl-0101-024',
          day: '2026-11-22',
          counted: true,
          handoffs: 12,
        },
      },
      {
        summary: 'Not sent by a page of the site: not counted',
        data: {
          path: '/produk/sofa-bed-laras-beludru-rl-0101-024',
          day: '2026-11-22',
          counted: false,
          handoffs: null,
        },
      },
    ],
  },
  '/api/site/log/vitals': {
    answers: [
      {
        summary: "A page view's LCP, INP and CLS counted for its route",
        data: { route: '/produk/[url_key]', day: '2026-11-22', counted: true },
      },
      {
        summary: 'Not sent by a page of the site, a crawler or not a page: not counted',
        data: { route: null, day: '2026-11-22', counted: false },
      },
    ],
  },
} satisfies Partial<ContractExamples>
