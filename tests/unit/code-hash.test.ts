import { createHash, createHmac } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { codeHash, codeMatches } from '@/server/trust/code-hash'

beforeAll(() => {
  process.env.CUSTOMER_LINK_SECRET = 'unit-test-secret'
})

describe('verification code hashes', () => {
  it('are salted, hold no code, and match only their own code', () => {
    const hash = codeHash('123456')
    expect(hash).toMatch(/^s:[\w-]{16}:[0-9a-f]{64}$/)
    expect(hash).not.toContain('123456')
    expect(codeHash('123456')).not.toBe(hash)
    expect(codeMatches({ id: 1, code_hash: hash }, '123456')).toBe(true)
    expect(codeMatches({ id: 1, code_hash: hash }, '123457')).toBe(false)
    // Another record's salt with this hash does not match: the salt is part of what is hashed.
    const [, , mac] = hash.split(':')
    expect(codeMatches({ id: 1, code_hash: `s:AAAAAAAAAAAAAAAA:${mac}` }, '123456')).toBe(false)
  })

  it('written before the salt (keyed by the record id) still match, for that record only', () => {
    const key = createHash('sha256').update('customer-trust:unit-test-secret').digest()
    const legacy = createHmac('sha256', key).update('42:654321').digest('hex')
    expect(codeMatches({ id: 42, code_hash: legacy }, '654321')).toBe(true)
    expect(codeMatches({ id: 43, code_hash: legacy }, '654321')).toBe(false)
    expect(codeMatches({ id: 42, code_hash: legacy }, '654320')).toBe(false)
  })
})
