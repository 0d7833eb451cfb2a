import { parse } from 'qs-esm'
import { describe, expect, it } from 'vitest'

import { labelOf } from '@/collections/fields/staff-display'
import {
  listQueryString,
  listTools,
  resolveQuickFilter,
  startOfToday,
  valueFilters,
} from '@/collections/admin/list-tools'

describe('back-office quick filters', () => {
  it('puts the start of the Jakarta day where a filter says "today", however deep', () => {
    // 23.30 WIB on 21 Nov is 16.30 UTC: the Jakarta day is still the 21st.
    const now = new Date('2026-11-21T16:30:00Z')
    expect(
      resolveQuickFilter(
        {
          and: [
            { 'event.starts_at': { greater_than_equal: startOfToday } },
            { status: { equals: 'registered' } },
          ],
        },
        now,
      ),
    ).toEqual({
      and: [
        { 'event.starts_at': { greater_than_equal: '2026-11-20T17:00:00.000Z' } },
        { status: { equals: 'registered' } },
      ],
    })
    // 00.30 WIB on the 22nd is still the 21st in UTC.
    expect(
      resolveQuickFilter({ starts_at: { less_than: startOfToday } }, new Date('2026-11-21T17:30:00Z')),
    ).toEqual({ starts_at: { less_than: '2026-11-21T17:00:00.000Z' } })
  })

  it('writes the query string the list view reads, and none for no filter', () => {
    const query = listQueryString({ status: { equals: 'in-progress' } }, '-createdAt')
    expect(parse(query)).toEqual({ where: { status: { equals: 'in-progress' } }, sort: '-createdAt' })
    expect(listQueryString(undefined)).toBe('')
    expect(listQueryString({})).toBe('')
    expect(listQueryString('where=1', 5)).toBe('')
  })

  it('labels one filter per select value as it reads', () => {
    expect(valueFilters('status', ['new', 'in-progress'])).toEqual([
      { label: 'New', where: { status: { equals: 'new' } } },
      { label: 'In progress', where: { status: { equals: 'in-progress' } } },
    ])
  })

  it('declares the list component with its collection, filters and download', () => {
    expect(listTools('contact-messages', { csv: true })).toEqual({
      path: '/components/admin/ListTools#ListTools',
      clientProps: { slug: 'contact-messages', filters: [], csv: true },
    })
  })
})

describe('back-office labels', () => {
  it('reads a field name as words', () => {
    expect(labelOf('starts_at')).toBe('Starts at')
    expect(labelOf('url_key')).toBe('URL key')
    expect(labelOf('max_participants_per_registration')).toBe('Max participants per registration')
  })
})
