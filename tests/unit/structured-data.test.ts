import { describe, expect, it } from 'vitest'

import { articleData, eventData, faqPageData, storesData } from '@/server/seo/structured-data'

const origin = 'https://rumahloka.test'

describe('structured data', () => {
  const event = {
    title: 'Workshop DIY',
    slug: 'workshop-diy',
    summary: 'Merakit rak',
    starts_at: '2026-12-05T03:00:00.000Z',
    ends_at: '2026-12-05T05:00:00.000Z',
    cover: { url: '/media/w.jpg' },
    venue: 'Rumah Loka Kemang',
    city: 'Jakarta Selatan',
    capacity: 20,
    seats_left: 0,
    registration_closes_at: '2026-12-04T16:59:59.000Z',
    store: { address: 'Jl. Kemang Raya 1', area: 'DKI Jakarta', lat: -6.26, lng: 106.81 },
  }
  it('an event links its page and registration on the site, and says whether a seat is left', () => {
    const open = eventData(origin, event, true)
    expect(open).toMatchObject({
      '@type': 'Event',
      url: `${origin}/kalender-event/detail/workshop-diy`,
      image: [`${origin}/media/w.jpg`],
    })
    expect(open.offers).toMatchObject({
      availability: 'https://schema.org/InStock',
      url: `${origin}/kalender-event/registrasi/workshop-diy`,
    })
    expect((eventData(origin, event, false).offers as { availability: string }).availability).toBe(
      'https://schema.org/SoldOut',
    )
    expect(open.location).toMatchObject({
      geo: { latitude: -6.26, longitude: 106.81 },
      address: { addressLocality: 'Jakarta Selatan', addressCountry: 'ID' },
    })
    expect(eventData(origin, { ...event, store: null }, true).location).not.toHaveProperty('geo')
  })
  it('an article names a team as an organisation and a person as a person', () => {
    const base = { title: 'Tips', slug: 'tips', excerpt: 'x', published_at: '2026-11-01', cover: null }
    expect(articleData(origin, { ...base, author: 'Tim Desain' }).author).toEqual({
      '@type': 'Organization',
      name: 'Tim Desain',
    })
    expect(articleData(origin, { ...base, author: 'Sari' }).author).toEqual({
      '@type': 'Person',
      name: 'Sari',
    })
    expect(articleData(origin, base)).toMatchObject({
      mainEntityOfPage: `${origin}/inspirations/tips`,
      image: undefined,
    })
  })
  it('each store has its own id on the store page', () => {
    const store = {
      slug: 'kemang',
      name: 'Kemang',
      phone: null,
      address: 'Jl. Kemang',
      city: 'Jakarta Selatan',
      area: 'DKI Jakarta',
      lat: 1,
      lng: 2,
      opening_hours: [],
    }
    const graph = storesData(origin, [store])['@graph'] as Record<string, unknown>[]
    expect(graph[0]).toMatchObject({ '@id': `${origin}/store-locations#kemang`, telephone: undefined })
  })
  it('an FAQ page lists each question with its answer', () => {
    expect(faqPageData([{ question: 'Q?', answer: 'A.' }]).mainEntity).toEqual([
      { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
    ])
  })
})
