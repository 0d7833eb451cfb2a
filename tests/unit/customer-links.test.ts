import { beforeAll, describe, expect, it } from 'vitest'

import { readCustomerLink, signCustomerLink } from '@/server/trust/customer-links'

beforeAll(() => {
  process.env.CUSTOMER_LINK_SECRET = 'unit-test-secret'
  process.env.SITE_URL = 'https://www.rumahloka.test'
})

describe('customer links', () => {
  it('name one record of one kind, at the page of that kind, and expire', async () => {
    const now = new Date('2026-11-22T00:00:00Z')
    const link = await signCustomerLink('refund', 'RTR-2026-0001', now)
    expect(link.url).toBe(`https://www.rumahloka.test/refund/${link.token}`)
    expect(link.token).not.toContain('@')
    expect(await readCustomerLink('refund', link.token, now)).toMatchObject({
      ok: true,
      ref: 'RTR-2026-0001',
    })
    // A refund link is not a voucher link.
    expect(await readCustomerLink('voucher', link.token, now)).toEqual({ ok: false, problem: 'invalid' })
    expect(await readCustomerLink('refund', link.token, new Date(now.getTime() + 15 * 86_400_000))).toEqual({
      ok: false,
      problem: 'expired',
    })
  })

  it('refuse a changed or foreign token', async () => {
    const { token } = await signCustomerLink('voucher', 'ABCDEFGHJK23')
    const [head, body, signature] = token.split('.')
    const forgedBody = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), ref: 'ZZZZZZZZZZZZ' }),
    ).toString('base64url')
    expect(await readCustomerLink('voucher', `${head}.${forgedBody}.${signature}`)).toEqual({
      ok: false,
      problem: 'invalid',
    })
    process.env.CUSTOMER_LINK_SECRET = 'another-key'
    expect(await readCustomerLink('voucher', token)).toEqual({ ok: false, problem: 'invalid' })
    process.env.CUSTOMER_LINK_SECRET = 'unit-test-secret'
  })
})
