import { describe, expect, it } from 'vitest'

import { validEmail } from '../../src/collections/fields/email'
import { emailField } from '../../src/server/contract/fields'
import { EMAIL_EMPTY, emailError } from '../../src/lib/validation'

const refusedByFuzz = [
  'a@b.c',
  'x@y.c0m',
  'user@münchen.de',
  '"q"@example.com',
  'a..b@example.com',
  'a@-x.com',
  'a@x-.com',
  'a b@example.com',
  `${'a'.repeat(65)}@example.com`,
  `a@${'b'.repeat(250)}.com`,
]
const accepted = [
  'user@example.com',
  'User.Name+promo@sub.example.co.id',
  "o'brien@example.org",
  'user@ex--ample.com',
  'user@xn--mnchen-3ya.de',
]
const stored = (value: string) =>
  (validEmail as unknown as (v: string, o: { required: boolean }) => true | string)(value, { required: true })

describe('one e-mail rule', () => {
  it("refuses, with the form's message, every address the fuzz run found stored with a 500", () => {
    for (const address of refusedByFuzz) {
      const parsed = emailField.safeParse(address)
      expect(parsed.success, address).toBe(false)
      expect(parsed.error?.issues[0]?.message).toBe('Email tidak Valid')
    }
  })
  it('accepts ordinary addresses, lower-cased', () => {
    for (const address of accepted) expect(emailField.parse(address)).toBe(address.toLowerCase())
  })
  it('is the rule the collections store by: what the forms accept is stored, what they refuse is not', () => {
    for (const address of accepted) expect(stored(address.toLowerCase())).toBe(true)
    for (const address of refusedByFuzz) expect(stored(address)).toBe('Email tidak Valid')
  })
  it('is the rule the footer form checks in the browser, with the same messages', () => {
    for (const address of accepted) expect(emailError(` ${address} `), address).toBeNull()
    for (const address of refusedByFuzz) expect(emailError(address), address).toBe('Email tidak Valid')
    expect(emailError('   ')).toBe(EMAIL_EMPTY)
    expect(emailField.safeParse('').error?.issues[0]?.message).toBe(EMAIL_EMPTY)
  })
})
