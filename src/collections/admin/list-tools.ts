import type { CollectionSlug, CustomComponent, Where } from 'payload'
import { stringify } from 'qs-esm'

import { dayKey } from '../../lib/time-zone'

/**
 * A one-click filter above a back-office list: a label and the `where` the list view's own filter would
 * build.
 */
export type QuickFilter = { label: string; where: Where }

/** One filter per value of a select field, labelled as the value reads (`in-progress` → In progress). */
export const valueFilters = (field: string, values: readonly string[]): QuickFilter[] =>
  values.map((value) => ({
    label: value.charAt(0).toUpperCase() + value.slice(1).replaceAll('-', ' '),
    where: { [field]: { equals: value } },
  }))

/**
 * Stands for the start of today in Jakarta in a quick filter's `where`, so "upcoming" means the same all day.
 */
export const startOfToday = '$startOfToday'

/**
 * Puts today's start (Jakarta) where a filter says `startOfToday`; the rest of the filter is kept as written.
 */
export function resolveQuickFilter(where: Where, now = new Date()): Where {
  const start = new Date(`${dayKey(now, 'Asia/Jakarta')}T00:00:00+07:00`).toISOString()
  const resolve = (value: unknown): unknown => {
    if (value === startOfToday) return start
    if (Array.isArray(value)) return value.map(resolve)
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v)]))
    return value
  }
  return resolve(where) as Where
}

/**
 * The query string of a list filtered by `where` (and ordered by `sort`), as the list view writes it in its
 * URL.
 */
export const listQueryString = (where: unknown, sort?: unknown) =>
  stringify(
    {
      where: where && typeof where === 'object' && Object.keys(where).length > 0 ? where : undefined,
      sort: typeof sort === 'string' ? sort : undefined,
    },
    { addQueryPrefix: false },
  )

/**
 * Above a collection's list in the back-office: its quick filters and, where staff would expect one, a CSV
 * download of the list as filtered (the collection declares the matching `csvExportEndpoint`).
 */
export const listTools = (
  slug: CollectionSlug,
  options: { filters?: QuickFilter[]; csv?: boolean },
): CustomComponent => ({
  path: '/components/admin/ListTools#ListTools',
  clientProps: { slug, filters: options.filters ?? [], csv: options.csv ?? false },
})
