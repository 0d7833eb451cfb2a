import { describe, expect, it } from 'vitest'

import { hostOf, originFormTarget } from '../../scripts/request-guard.mjs'

const req = (url: string, host = '127.0.0.1:3000') => ({ url, method: 'GET', headers: { host } })

describe('absolute-form request targets (GET http://host/path)', () => {
  it('leaves an origin-form target as it is', () => {
    expect(originFormTarget(req('/api/banner/list?page=2'), undefined)).toEqual({
      url: '/api/banner/list?page=2',
    })
  })

  it('refuses the asterisk form, which names no page (Next answered it 500)', () => {
    expect(originFormTarget(req('*'), undefined)).toMatchObject({ refusal: { status: 400 } })
  })

  it("reduces the site's own absolute URL to its path and query", () => {
    expect(originFormTarget(req('http://127.0.0.1:3000/api/banner/list?page=2'), undefined)).toEqual({
      url: '/api/banner/list?page=2',
    })
    expect(originFormTarget(req('http://LOCALHOST:3000/faq', 'localhost:3000'), undefined)).toEqual({
      url: '/faq',
    })
    // The scheme's default port is the same authority, written or not.
    expect(originFormTarget(req('http://shop.example/faq', 'shop.example:80'), undefined)).toEqual({
      url: '/faq',
    })
    expect(originFormTarget(req('http://shop.example'), undefined).refusal?.status).toBe(400)
    // SITE_URL's host is the site's too, whatever Host the client sent.
    const site = hostOf('https://www.rumahloka.example')
    expect(originFormTarget(req('https://www.rumahloka.example/faq?x=1'), site)).toEqual({ url: '/faq?x=1' })
  })

  it('refuses any other host, with the envelope path for API calls', () => {
    const api = originFormTarget(req('http://evil.example/api/banner/list'), 'www.rumahloka.example')
    expect(api.refusal).toMatchObject({ status: 400, path: '/api/banner/list' })
    expect(api.refusal?.message).toContain('evil.example')
    expect(originFormTarget(req('http://evil.example/faq'), undefined).refusal).toMatchObject({
      status: 400,
      path: '/faq',
    })
    // Another port of the same host is another origin.
    expect(originFormTarget(req('http://127.0.0.1:4000/faq'), undefined).refusal?.status).toBe(400)
    // Credentials in the authority, other schemes and targets that are no URL at all.
    expect(originFormTarget(req('http://user:pw@127.0.0.1:3000/faq'), undefined).refusal?.status).toBe(400)
    expect(originFormTarget(req('ftp://127.0.0.1:3000/faq'), undefined).refusal?.status).toBe(400)
    expect(originFormTarget(req('faq'), undefined).refusal?.status).toBe(400)
    expect(
      originFormTarget({ url: 'http://127.0.0.1:3000/faq', headers: {} }, undefined).refusal?.status,
    ).toBe(400)
  })

  it('reads SITE_URL leniently', () => {
    expect(hostOf('https://www.rumahloka.example:8443/')).toBe('www.rumahloka.example:8443')
    expect(hostOf('not a url')).toBeUndefined()
    expect(hostOf(undefined)).toBeUndefined()
  })
})
