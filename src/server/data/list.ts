import { z } from 'zod'

/** Query flags arrive as strings; "true"/"false"/"1"/"0" are what callers send. */
export const booleanFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1')

/** Paging every list call takes (spec §7): page from 1, page_size 1–100 (default 10), is_enabled. */
export const listParams = z.object({
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(100_000, 'page is too large')
    .default(1),
  page_size: z.coerce
    .number({ message: 'page_size must be a number' })
    .int('page_size must be a whole number')
    .min(1, 'page_size must be at least 1')
    .max(100, 'page_size can be at most 100')
    .default(10),
  is_enabled: booleanFlag.default(true),
})

/** The totals every list answer carries beside its rows. */
const pageInfoShape = {
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  total_page: z.number().int(),
}

/** The output schema of a list call: its rows under `key`, beside the totals. */
export const listOutput = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.strictObject({ [key]: z.array(item), ...pageInfoShape } as {
    [P in K]: z.ZodArray<T>
  } & typeof pageInfoShape)

export const pageInfo = (total: number, page: number, page_size: number) => ({
  total,
  page,
  page_size,
  total_page: Math.max(1, Math.ceil(total / page_size)),
})
