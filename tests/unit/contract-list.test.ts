import { describe, expect, it } from 'vitest'

import { listParams, pageInfo } from '@/server/data/list'
import { describeIssue } from '@/server/contract/route'

describe('list parameters', () => {
  it('defaults to the first page of 10 enabled rows', () => {
    expect(listParams.parse({})).toEqual({ page: 1, page_size: 10, is_enabled: true })
  })
  it('reads query strings', () => {
    expect(listParams.parse({ page: '3', page_size: '50', is_enabled: 'false' })).toEqual({
      page: 3,
      page_size: 50,
      is_enabled: false,
    })
  })
  it.each([
    [{ page: '0' }, 'page starts at 1'],
    [{ page_size: '101' }, 'page_size can be at most 100'],
    [{ page_size: 'ten' }, 'page_size must be a number'],
    [{ page: '1.5' }, 'page must be a whole number'],
  ])('refuses %o with a message naming the field', (input, message) => {
    const result = listParams.safeParse(input)
    expect(result.success).toBe(false)
    if (!result.success) expect(describeIssue(result.error, input)).toBe(message)
  })
  it('says a missing required field is required', async () => {
    const { z } = await import('zod')
    const schema = z.object({ email: z.string().email() })
    const result = schema.safeParse({})
    expect(result.success).toBe(false)
    if (!result.success) expect(describeIssue(result.error, {})).toBe('email is required')
  })
  it('counts pages, with at least one', () => {
    expect(pageInfo(0, 1, 10)).toEqual({ total: 0, page: 1, page_size: 10, total_page: 1 })
    expect(pageInfo(21, 2, 10)).toEqual({ total: 21, page: 2, page_size: 10, total_page: 3 })
  })
})
