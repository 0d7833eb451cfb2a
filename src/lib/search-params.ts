/** A page's URL query as Next.js gives it. */
export type SearchParams = Record<string, string | string[] | undefined>

/** The first value of a query parameter, trimmed and capped; undefined when absent or blank. */
export const firstParam = (v: string | string[] | undefined, max = 100) =>
  (Array.isArray(v) ? v[0] : v)?.trim().slice(0, max) || undefined
