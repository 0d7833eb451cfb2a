import { describe, expect, it } from 'vitest'

import { previewTarget } from '@/server/preview/target'
import { cookieValue, previewTokenExpiry, signPreviewToken } from '@/server/preview/token'

describe('preview tokens (src/server/preview/token.ts)', () => {
  const secret = 'a-secret'
  const now = Date.UTC(2026, 10, 30, 5)

  it('hold until their expiry, to the second, and no longer', () => {
    const token = signPreviewToken(now + 60_000, secret)
    expect(previewTokenExpiry(token, secret, now)).toBe(now + 60_000)
    expect(previewTokenExpiry(token, secret, now + 59_999)).toBe(now + 60_000)
    expect(previewTokenExpiry(token, secret, now + 60_000)).toBeNull()
  })

  it('are refused when signed with another secret, altered or malformed', () => {
    const token = signPreviewToken(now + 60_000, secret)
    expect(previewTokenExpiry(token, 'other-secret', now)).toBeNull()
    const [expiry, signature] = token.split('.') as [string, string]
    // A later expiry with the old signature.
    expect(previewTokenExpiry(`${Number(expiry) + 3600}.${signature}`, secret, now)).toBeNull()
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A')
    expect(previewTokenExpiry(`${expiry}.${flipped}`, secret, now)).toBeNull()
    for (const bad of ['', 'x', `${expiry}.`, `.${signature}`, `${expiry}.${signature}x`, undefined, null])
      expect(previewTokenExpiry(bad, secret, now)).toBeNull()
  })

  it('are read from the first cookie of their name', () => {
    expect(cookieValue('a=1; rl-preview=tok; b=2', 'rl-preview')).toBe('tok')
    expect(cookieValue('rl-preview-x=1;rl-preview=t2', 'rl-preview')).toBe('t2')
    expect(cookieValue('other=rl-preview', 'rl-preview')).toBeUndefined()
    expect(cookieValue(undefined, 'rl-preview')).toBeUndefined()
  })

  it('open only paths of this site', () => {
    expect(previewTarget('/home-promotion/a?x=1#b')).toBe('/home-promotion/a?x=1#b')
    for (const bad of [
      null,
      '',
      'home',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      '/a\nb',
    ])
      expect(previewTarget(bad)).toBeNull()
    expect(previewTarget(`/${'a'.repeat(500)}`)).toBeNull()
  })
})
