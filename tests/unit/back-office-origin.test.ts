import { describe, expect, it } from 'vitest'

import { crossOriginRefusal } from '../../scripts/request-guard.mjs'

type Headers = Record<string, string>
const request = (method: string, url: string, headers: Headers) => ({
  method,
  url,
  headers: { host: '127.0.0.1:3000', ...headers },
})
const refused = (
  method: string,
  url: string,
  headers: Headers,
  options: { siteUrl?: string; trustProxy?: boolean } = {},
) => crossOriginRefusal(request(method, url, headers), options)?.status ?? null

describe('back-office writes from another origin', () => {
  it('are refused 403 without SITE_URL: another port, another host, null, a malformed origin', () => {
    for (const origin of [
      'http://127.0.0.1:3001',
      'https://evil.example',
      'http://127.0.0.1.evil.example:3000',
      'null',
      'not a url',
      '',
    ])
      expect(refused('POST', '/cms-api/integrations', { origin }), origin).toBe(403)
  })

  it('name the origin they came from and the one expected', () => {
    expect(
      crossOriginRefusal(request('POST', '/cms-api/integrations', { origin: 'https://evil.example' }), {}),
    ).toEqual({
      status: 403,
      message:
        'Ditolak: perubahan di back-office hanya diterima dari halaman situs ini sendiri (127.0.0.1:3000), bukan dari https://evil.example.',
      path: '/cms-api/integrations',
    })
  })

  it('cover every writing method and every back-office path, server actions included', () => {
    const evil = { origin: 'https://evil.example' }
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'])
      for (const url of [
        '/cms-api/users/login',
        '/cms-api/webhook-endpoints/3?depth=0',
        '/admin',
        '/admin/x',
      ])
        expect(refused(method, url, evil), `${method} ${url}`).toBe(403)
  })

  it('refuse a browser that says cross-site or same-site and sends no origin', () => {
    expect(refused('POST', '/cms-api/integrations', { 'sec-fetch-site': 'cross-site' })).toBe(403)
    expect(refused('POST', '/admin', { 'sec-fetch-site': 'same-site' })).toBe(403)
  })

  it('pass the site’s own pages, reads, programs without Origin, and paths outside the back-office', () => {
    expect(refused('POST', '/cms-api/integrations', { origin: 'http://127.0.0.1:3000' })).toBeNull()
    expect(refused('POST', '/cms-api/integrations', { origin: 'https://127.0.0.1:3000' })).toBeNull()
    expect(
      refused('POST', '/cms-api/integrations', {
        origin: 'http://127.0.0.1:3000',
        'sec-fetch-site': 'same-origin',
      }),
    ).toBeNull()
    expect(refused('POST', '/cms-api/integrations', {})).toBeNull()
    expect(refused('POST', '/cms-api/integrations', { 'sec-fetch-site': 'none' })).toBeNull()
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      expect(refused(method, '/cms-api/integrations', { origin: 'https://evil.example' })).toBeNull()
    expect(refused('POST', '/api/newsletter', { origin: 'https://evil.example' })).toBeNull()
    expect(refused('POST', '/administrasi', { origin: 'https://evil.example' })).toBeNull()
  })

  it('take the default port as written or not', () => {
    const req = {
      method: 'POST',
      url: '/cms-api/x',
      headers: { host: 'shop.example:80', origin: 'http://shop.example' },
    }
    expect(crossOriginRefusal(req, {})).toBeNull()
  })

  it('with SITE_URL, come from that origin only, whatever the Host', () => {
    const site = { siteUrl: 'https://shop.example' }
    expect(refused('POST', '/cms-api/x', { origin: 'https://shop.example' }, site)).toBeNull()
    expect(refused('POST', '/cms-api/x', { origin: 'http://shop.example' }, site)).toBe(403)
    expect(refused('POST', '/cms-api/x', { origin: 'https://admin.shop.example' }, site)).toBe(403)
    expect(refused('POST', '/cms-api/x', { origin: 'http://127.0.0.1:3000' }, site)).toBe(403)
  })

  it('behind a trusted proxy, from the forwarded host and protocol; never from them without one', () => {
    const forwarded = { 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' }
    const proxy = { trustProxy: true }
    expect(refused('POST', '/cms-api/x', { ...forwarded, origin: 'https://shop.example' }, proxy)).toBeNull()
    expect(refused('POST', '/cms-api/x', { ...forwarded, origin: 'http://shop.example' }, proxy)).toBe(403)
    expect(refused('POST', '/cms-api/x', { ...forwarded, origin: 'http://127.0.0.1:3000' }, proxy)).toBe(403)
    expect(refused('POST', '/cms-api/x', { ...forwarded, origin: 'https://shop.example' })).toBe(403)
  })
})
