import { describe, expect, it } from 'vitest'

import {
  answerHeaders,
  clientHintsForBackOfficeOnly,
  contentSecurityPolicy,
  newNonce,
  permissionsPolicy,
  policyKind,
  securityHeaders,
  servedOverHttps,
  tileSource,
} from '../../src/server/security/headers'

const osm = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
const directive = (policy: string, name: string) =>
  policy.split('; ').find((d) => d === name || d.startsWith(`${name} `))
const get = (headers: Record<string, string>) => ({ get: (name: string) => headers[name] ?? null })

describe('security headers', () => {
  it('tells pages, the back-office and answers apart', () => {
    expect(policyKind('/')).toBe('page')
    expect(policyKind('/faq')).toBe('page')
    expect(policyKind('/store-locations/list-maps')).toBe('page')
    expect(policyKind('/admin')).toBe('back-office')
    expect(policyKind('/admin/collections/products/1')).toBe('back-office')
    expect(policyKind('/administrasi')).toBe('page')
    expect(policyKind('/api/openapi.json')).toBe('answer')
    expect(policyKind('/apiwarranty/master/getpostal')).toBe('answer')
    expect(policyKind('/cms-api/products')).toBe('answer')
    expect(policyKind('/cms-api-docs')).toBe('page')
  })

  it('gives a page a nonce with strict-dynamic and nothing from other hosts', () => {
    const policy = contentSecurityPolicy({ path: '/faq', nonce: 'abc', tileUrl: osm })
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc' 'strict-dynamic'")
    expect(directive(policy, 'style-src-elem')).toBe("style-src-elem 'self' 'nonce-abc'")
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob:")
    for (const d of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "connect-src 'self'",
      "worker-src 'self'",
      "font-src 'self'",
    ])
      expect(policy).toContain(d)
    expect(policy).not.toMatch(/https?:|unsafe-eval/)
  })

  it('lets only the store map page load its tiles and ask for the position', () => {
    expect(
      directive(
        contentSecurityPolicy({ path: '/store-locations/list-maps', nonce: 'n', tileUrl: osm }),
        'img-src',
      ),
    ).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org")
    expect(
      directive(contentSecurityPolicy({ path: '/store-locations', nonce: 'n', tileUrl: osm }), 'img-src'),
    ).toBe("img-src 'self' data: blob:")
    expect(permissionsPolicy('/store-locations/list-maps')).toContain('geolocation=(self)')
    expect(permissionsPolicy('/store-locations')).toContain('geolocation=()')
    expect(permissionsPolicy('/produk/sofa-laras-rl-1')).toContain('geolocation=(self)')
    for (const feature of ['camera', 'microphone', 'payment', 'usb'])
      expect(permissionsPolicy('/store-locations/list-maps')).toContain(`${feature}=()`)
  })

  it('turns a tile template into a CSP source, or none', () => {
    expect(tileSource(osm)).toBe('https://tile.openstreetmap.org')
    expect(tileSource('https://{s}.tiles.example.co.id:8443/{z}/{x}/{y}.png')).toBe(
      'https://*.tiles.example.co.id:8443',
    )
    expect(tileSource('http://tiles.e2e.test/{z}/{x}/{y}.png')).toBe('http://tiles.e2e.test')
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toBeNull()
    expect(tileSource("https://evil.test; script-src *'/{z}")).toBeNull()
    expect(tileSource('https://{z}.example/{x}.png')).toBeNull()
  })

  it('gives the back-office its own policy: nonce scripts, inline styles for its UI', () => {
    const policy = contentSecurityPolicy({
      path: '/admin/collections/media/create',
      nonce: 'n',
      tileUrl: osm,
    })
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-n' 'strict-dynamic'")
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'unsafe-inline'")
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob:")
    expect(policy).toContain("frame-ancestors 'none'")
  })

  it('gives answers a policy that runs and frames nothing, also in the fixed set of next.config', () => {
    expect(contentSecurityPolicy({ path: '/api/banner/list', nonce: 'n' })).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
    expect(answerHeaders()).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'permissions-policy': permissionsPolicy('/api'),
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    })
  })

  it('lets only this site frame a page opened in preview (the live preview), and nothing else', () => {
    const framed = { nonce: 'n', https: false, framedBySelf: true }
    const page = securityHeaders({ ...framed, path: '/home-promotion/x' })
    expect(directive(page['content-security-policy']!, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(page['x-frame-options']).toBe('SAMEORIGIN')
    for (const path of ['/admin', '/api/banner/list']) {
      const other = securityHeaders({ ...framed, path })
      expect(other['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(other['x-frame-options']).toBe('DENY')
    }
    expect(securityHeaders({ path: '/', nonce: 'n', https: false })['x-frame-options']).toBe('DENY')
  })

  it('relaxes scripts and style elements for next dev only', () => {
    const policy = contentSecurityPolicy({ path: '/', nonce: 'n', dev: true })
    expect(directive(policy, 'script-src')).toContain("'unsafe-eval'")
    expect(directive(policy, 'style-src-elem')).toBe("style-src-elem 'self' 'unsafe-inline'")
  })

  it('sends HSTS only over https', () => {
    expect(securityHeaders({ path: '/', nonce: 'n', https: true })['strict-transport-security']).toBe(
      'max-age=63072000; includeSubDomains',
    )
    expect(securityHeaders({ path: '/', nonce: 'n', https: false })).not.toHaveProperty(
      'strict-transport-security',
    )
    expect(servedOverHttps(get({}), { SITE_URL: 'https://www.rumahloka.test' })).toBe(true)
    expect(servedOverHttps(get({}), { SITE_URL: 'http://localhost:3000' })).toBe(false)
    expect(servedOverHttps(get({}), {})).toBe(false)
    // X-Forwarded-Proto counts only when a trusted proxy wrote it.
    expect(servedOverHttps(get({ 'x-forwarded-proto': 'https' }), {})).toBe(false)
    expect(servedOverHttps(get({ 'x-forwarded-proto': 'https' }), { TRUST_PROXY: 'false' })).toBe(false)
    expect(servedOverHttps(get({ 'x-forwarded-proto': 'https' }), { TRUST_PROXY: 'true' })).toBe(true)
    expect(servedOverHttps(get({ 'x-forwarded-proto': 'https, http' }), { TRUST_PROXY: 'true' })).toBe(true)
    expect(servedOverHttps(get({ 'x-forwarded-proto': 'http' }), { TRUST_PROXY: 'true' })).toBe(false)
  })

  it('makes a fresh 128-bit nonce each time', () => {
    const a = newNonce()
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(newNonce()).not.toBe(a)
  })

  it("narrows Payload's colour-scheme client hint to the back-office and leaves other rules alone", () => {
    const security = { source: '/:path*', headers: [{ key: 'x-frame-options', value: 'DENY' }] }
    const hints = {
      source: '/:path*',
      headers: [
        { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
        { key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' },
        { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
      ],
    }
    expect(clientHintsForBackOfficeOnly([security, hints])).toEqual([
      security,
      { ...hints, source: '/admin/:path*' },
    ])
  })
})

describe("the server's page security (scripts/page-security.mjs)", () => {
  // The build's own proxy pattern, as next build writes it from src/proxy.ts's matcher.
  const manifest = {
    functions: {
      '/_middleware': {
        matchers: [
          {
            regexp:
              '^(?:\\/(_next\\/data\\/[^/]{1,}))?(?:\\/((?!_next\\/static|_next\\/image|api|cms-api|integration\\/|up$|up\\/).*))(\\.json|\\.rsc|\\.segments\\/.+\\.segment\\.rsc)?[\\/#\\?]?$',
          },
        ],
      },
    },
  }

  it('gives pages and the back-office their headers and nonce, and nothing else', async () => {
    const { pagePatterns, withPageSecurity } = await import('../../scripts/page-security.mjs')
    const { pageSecurity } = await import('../../src/server/security/page-security')
    const g = globalThis as { __rumahLokaPageSecurity?: typeof pageSecurity }
    g.__rumahLokaPageSecurity = pageSecurity
    try {
      const handled: { url: string; request: Record<string, string>; answer: Record<string, string> }[] = []
      const handler = withPageSecurity(
        (req: { url: string; headers: Record<string, string> }, res: { headers: Record<string, string> }) =>
          handled.push({ url: req.url, request: { ...req.headers }, answer: res.headers }),
        pagePatterns(manifest),
      )
      for (const url of [
        '/faq?x=1',
        '/admin/collections/products',
        '/api/openapi.json',
        '/up/live',
        '/_next/static/a.js',
      ])
        handler(
          { url, headers: { cookie: 'rl-preview=1' } },
          {
            headers: {},
            setHeader(this: { headers: Record<string, string> }, k: string, v: string) {
              this.headers[k] = v
            },
          },
        )
      const [faq, admin, ...others] = handled
      const nonce = faq!.request['x-nonce']!
      expect(faq!.request['content-security-policy']).toContain(`'nonce-${nonce}'`)
      expect(faq!.answer['content-security-policy']).toBe(faq!.request['content-security-policy'])
      // The preview cookie lets this site's own pages frame the page.
      expect(faq!.answer['x-frame-options']).toBe('SAMEORIGIN')
      expect(admin!.answer['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(admin!.request['x-nonce']).not.toBe(nonce)
      for (const other of others) {
        expect(other.request['x-nonce'], other.url).toBeUndefined()
        expect(other.answer, other.url).toEqual({})
      }
    } finally {
      delete g.__rumahLokaPageSecurity
    }
  })

  it("drops a client's x-nonce", async () => {
    const { dropClientNonce } = await import('../../scripts/page-security.mjs')
    const req = { headers: { 'x-nonce': 'forged', accept: 'text/html' } }
    dropClientNonce(req)
    expect(req.headers).toEqual({ accept: 'text/html' })
  })
})
