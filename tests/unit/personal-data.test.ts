import { TOTP, Secret } from 'otpauth'
import { describe, expect, it } from 'vitest'

import { idsOf } from '../../src/server/privacy/audit'
import { retentionDays, retentionRules } from '../../src/server/privacy/retention'
import { checkCode } from '../../src/server/staff/totp'

const now = new Date('2026-11-22T00:00:00Z')
const rule = (collection: string) => retentionRules(now, 730).find((r) => r.collection === collection)

describe('personal-data retention policy', () => {
  it('reads PERSONAL_DATA_RETENTION_DAYS, two years by default, never under 30 days', () => {
    expect(retentionDays(undefined)).toBe(730)
    expect(retentionDays('')).toBe(730)
    expect(retentionDays('abc')).toBe(730)
    expect(retentionDays('365')).toBe(365)
    expect(retentionDays('3')).toBe(30)
  })

  it('expires submissions created before the cutoff', () => {
    expect(rule('contact-messages')).toMatchObject({
      action: 'delete',
      where: { createdAt: { less_than: '2024-11-22T00:00:00.000Z' } },
    })
    expect(rule('outbox')?.where).toEqual({
      and: [{ createdAt: { less_than: '2024-11-22T00:00:00.000Z' } }, { status: { not_equals: 'queued' } }],
    })
    expect(rule('event-registrations')?.action).toBe('anonymise-registration')
  })

  it('keeps what must stay: confirmed subscriptions, agreements, covered warranties, open claims, receipts', () => {
    expect(rule('newsletter-subscribers')?.where).toMatchObject({
      and: [expect.anything(), { status: { equals: 'pending' } }],
    })
    expect(rule('pdp-agreements')).toBeUndefined()
    expect(rule('sales-receipts')).toBeUndefined()
    expect(rule('warranty-registrations')?.where).toMatchObject({
      and: [{ coverage_until: { less_than: '2024-11-22T00:00:00.000Z' } }, expect.anything()],
    })
    expect(rule('warranty-claims')?.where).toMatchObject({
      and: [expect.anything(), { status: { in: ['rejected', 'done'] } }, expect.anything()],
    })
  })

  it('keeps verification codes 30 days at most', () => {
    expect(rule('email-verifications')?.where).toEqual({
      createdAt: { less_than: '2026-10-23T00:00:00.000Z' },
    })
    expect(retentionRules(now, 7).find((r) => r.collection === 'email-verifications')?.where).toEqual({
      createdAt: { less_than: '2026-11-15T00:00:00.000Z' },
    })
  })
})

describe('audit ids', () => {
  it('names one document or the page of a list', () => {
    expect(idsOf({ id: 4 })).toEqual([4])
    expect(idsOf({ docs: [{ id: 1 }, { id: 2 }] })).toEqual([1, 2])
    expect(idsOf(null)).toEqual([])
  })
})

describe('staff one-time codes', () => {
  const secret = new Secret({ size: 20 }).base32
  const at = Date.parse('2026-11-22T10:00:00Z')
  const code = (t: number) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
      timestamp: t,
    })

  it('accepts the current code and one step of clock drift, refuses others', () => {
    expect(checkCode(secret, code(at), null, at)).toBe(Math.floor(at / 30_000))
    expect(checkCode(secret, code(at - 30_000), null, at)).not.toBeNull()
    expect(checkCode(secret, code(at - 120_000), null, at)).toBeNull()
    expect(checkCode(secret, '12345', null, at)).toBeNull()
    expect(checkCode(secret, undefined, null, at)).toBeNull()
  })

  it('accepts a code once', () => {
    const step = checkCode(secret, code(at), null, at)
    expect(checkCode(secret, code(at), step, at)).toBeNull()
    expect(checkCode(secret, code(at + 30_000), step, at + 30_000)).toBe((step ?? 0) + 1)
  })
})
