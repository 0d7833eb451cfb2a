import { type APIResponse, expect } from '@playwright/test'

import { test } from './fixtures'
import { serveTiles, settle, watchForProblems } from './page-checks'
import { open, staff } from './support'
import { contractHeaders as defaultContractHeaders } from '../../scripts/contract-headers.mjs'

const contractHeaders = defaultContractHeaders()
const answerPolicy = "default-src 'none'; frame-ancestors 'none'"
const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1]

function expectCommonHeaders(response: APIResponse) {
  const h = response.headers()
  expect(h['x-content-type-options']).toBe('nosniff')
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(h['x-frame-options']).toBe('DENY')
  expect(h['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\).*payment=\(\).*usb=\(\)/)
  // The test server is plain http without SITE_URL or TRUST_PROXY: no HSTS, whatever the client claims.
  expect(h['strict-transport-security']).toBeUndefined()
  return h
}

/**
 * A page's policy: a nonce that is on the page's own scripts, strict-dynamic, nothing framed or based
 * elsewhere.
 */
async function expectPagePolicy(response: APIResponse) {
  const h = expectCommonHeaders(response)
  const policy = h['content-security-policy']!
  const nonce = nonceOf(policy)!
  expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`)
  for (const d of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"])
    expect(policy).toContain(d)
  const html = await response.text()
  const scripts = html.match(/<script\b[^>]*>/g) ?? []
  const executable = scripts.filter((s) => !/type="application\/ld\+json"/.test(s))
  expect(executable.length).toBeGreaterThan(0)
  expect(executable.filter((s) => !s.includes(`nonce="${nonce}"`))).toEqual([])
  return { policy, nonce, html }
}

// Answers' headers, fetched without a page: once, not per width.
test.describe('headers', { tag: '@once' }, () => {
  test('pages: a nonce policy that matches the HTML, also when the page cache answers', async ({
    request,
  }) => {
    const home = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } })
    expect(home.status()).toBe(200)
    const { policy } = await expectPagePolicy(home)
    expect(policy).toMatch(/img-src 'self' data: blob:(;|$)/)
    expect(home.headers()['permissions-policy']).toContain('geolocation=()')

    // The first answer fills the cache, the second is replayed from it: same nonce in header and HTML. (A
    // parameter the page reads: a made-up one is answered from the copy without it, which another test may
    // have filled.)
    const first = await request.get('/search?q=nonce-91')
    const second = await request.get('/search?q=nonce-91')
    expect(second.headers()['x-page-cache']).toBe('HIT')
    const a = await expectPagePolicy(first)
    const b = await expectPagePolicy(second)
    expect(b.nonce).toBe(a.nonce)
    // An answer the app renders again gets a new nonce.
    const fresh = await expectPagePolicy(await request.get('/search?q=nonce-92'))
    expect(fresh.nonce).not.toBe(a.nonce)
  })

  test('the store map page may load its tiles and ask for the position', async ({ request }) => {
    const response = await request.get('/store-locations/list-maps')
    const { policy } = await expectPagePolicy(response)
    expect(policy).toMatch(/img-src 'self' data: blob: http:\/\/tiles\.e2e\.test(;|$)/)
    expect(response.headers()['permissions-policy']).toContain('geolocation=(self)')
  })

  test("the colour-scheme client hint is the back-office's only: a first visit fetches a page once", async ({
    page,
    request,
  }) => {
    for (const path of ['/', '/faq', '/api/openapi.json']) {
      const h = (await request.get(path)).headers()
      expect(h['critical-ch'], path).toBeUndefined()
      expect(h['accept-ch'], path).toBeUndefined()
      expect(h['vary'] ?? '', path).not.toContain('Sec-CH')
    }
    // Critical-CH on a page would make Chromium send its first request again, with the hint.
    const documents: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url())
    })
    await page.goto('/faq')
    expect(documents).toHaveLength(1)
  })

  test('the back-office has its own policy with a nonce', async ({ request }) => {
    const response = await request.get('/admin')
    expect(response.status()).toBe(200)
    expect(response.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
    const h = expectCommonHeaders(response)
    const policy = h['content-security-policy']!
    expect(policy).toContain(`script-src 'self' 'nonce-${nonceOf(policy)}' 'strict-dynamic'`)
    expect(policy).toContain("frame-ancestors 'none'")
  })

  test('JSON answers and built assets: nosniff and a policy that runs nothing', async ({ request }) => {
    for (const [path, headers] of [
      ['/cms-api/products?limit=1', {}],
      ['/api/openapi.json', {}],
      ['/api/banner/list', contractHeaders],
    ] as const) {
      const response = await request.get(path, { headers })
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type']).toContain('application/json')
      expect(expectCommonHeaders(response)['content-security-policy'], path).toBe(answerPolicy)
    }
    // Writes too (the fixed set comes from next.config.ts, not from the proxy).
    const write = await request.post('/api/subscribe', {
      headers: contractHeaders,
      data: { email: 'not-an-e-mail' },
    })
    expect(write.status()).toBe(400)
    expect(expectCommonHeaders(write)['content-security-policy']).toBe(answerPolicy)
    const html = await (await request.get('/faq')).text()
    const asset = /\/_next\/static\/[^"]+\.js/.exec(html)![0]
    const script = await request.get(asset)
    expect(script.status()).toBe(200)
    expect(expectCommonHeaders(script)['content-security-policy']).toBe(answerPolicy)
  })

  test("a client's own x-nonce neither names a page's nonce nor takes a JSON answer's headers", async ({
    request,
  }) => {
    // The server sets x-nonce on page requests (scripts/page-security.mjs), and it keeps next.config.ts's
    // fixed set off them: sent by a client, it is dropped.
    const forged = { 'x-nonce': 'forged-nonce', 'content-security-policy': "script-src 'nonce-forged-nonce'" }
    const page = await expectPagePolicy(await request.get('/search?q=nonce-93', { headers: forged }))
    expect(page.nonce).not.toBe('forged-nonce')
    expect(page.html).not.toContain('forged-nonce')
    for (const path of ['/api/openapi.json', '/up/live']) {
      const answer = await request.get(path, { headers: forged })
      expect(expectCommonHeaders(answer)['content-security-policy'], path).toBe(answerPolicy)
    }
  })
})

test.describe('pages run under their policy', () => {
  // Every route shape is walked under its policy at 1440 px, scrolled through and settled (overlap.spec.ts);
  // here, once each, what that walk does not open: the home with its popup (the walk has seen it), the app's
  // web view, a refused customer link and a missing page.
  test(
    'the home with its popup: no console errors, no CSP violations',
    { tag: '@once' },
    async ({ page }) => {
      const problems = await watchForProblems(page)
      expect((await open(page, '/'))!.status()).toBe(200)
      await expect(page.getByRole('dialog', { name: /Diskon 10%/ })).toBeVisible()
      await settle(page)
      expect(problems).toEqual([])
    },
  )

  // Once, as the page above.
  test(
    'the app web view page, a refused customer link and a missing page',
    { tag: '@once' },
    async ({ page }) => {
      const problems = await watchForProblems(page)
      expect((await page.goto('/mobile/membership'))!.status()).toBe(200)
      await settle(page)
      await open(page, '/refund/not-a-link')
      await settle(page)
      expect((await page.goto('/no/such/page'))!.status()).toBe(404)
      await settle(page)
      // The browser logs the 404 of the missing page itself; nothing else may show up.
      expect(problems.filter((p) => !/Failed to load resource: .* 404/.test(p))).toEqual([])
    },
  )

  test('the store map shows its tiles', async ({ page }) => {
    const problems = await watchForProblems(page)
    await serveTiles(page)
    await open(page, '/store-locations/list-maps')
    if ((page.viewportSize()?.width ?? 0) < 1024)
      await page.getByRole('button', { name: 'Tampilkan peta' }).click()
    await expect(page.locator('.leaflet-container')).toBeVisible()
    await expect(page.locator('img.leaflet-tile-loaded').first()).toBeVisible()
    expect(await page.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(1)
    expect(problems).toEqual([])
  })
})

// A page the page cache keeps lives until what it shows changes (hours, on a quiet site), and every hit
// replays its nonce (docs/security.md "The page cache and the nonce"): markup injected through content or the
// URL, even naming a nonce already served, runs neither when the page is rendered nor when it is replayed.
test(
  'a script injected through content or the URL runs on neither a miss nor a hit',
  { tag: '@once' },
  async ({ page, request }) => {
    test.skip(!staff.password, 'TEST_ADMIN_PASSWORD is set by npm test')
    const login = await request.post('/cms-api/users/login', {
      data: { email: staff.email, password: staff.password },
    })
    const auth = { Authorization: `JWT ${(await login.json()).token}` }
    const faqs = await (
      await request.get('/cms-api/faqs?limit=1&depth=0&where[is_enabled][equals]=true', { headers: auth })
    ).json()
    const faq = faqs.docs[0] as { id: number; answer: string }
    const ran = () => page.evaluate(() => (window as { __injected?: string }).__injected ?? null)
    const served = async (path: string) => {
      const response = (await page.goto(path))!
      return {
        cache: response.headers()['x-page-cache'],
        nonce: nonceOf(response.headers()['content-security-policy']!),
      }
    }
    const known = await served('/faq')
    try {
      const injected =
        `<script nonce="${known.nonce}">window.__injected = 'content'</script>` +
        `<img src="/no-such.png" onerror="window.__injected = 'attribute'">`
      const saved = await request.patch(`/cms-api/faqs/${faq.id}`, {
        headers: auth,
        data: { answer: injected },
      })
      expect(saved.ok()).toBe(true)
      for (const expected of ['MISS', 'HIT']) {
        const answer = await served('/faq')
        expect(answer.cache).toBe(expected)
        expect(answer.nonce).not.toBe(known.nonce)
        await expect(page.getByText("window.__injected = 'content'").first()).toBeAttached()
        expect(await ran()).toBeNull()
      }
    } finally {
      await request.patch(`/cms-api/faqs/${faq.id}`, { headers: auth, data: { answer: faq.answer } })
    }
    const search = await served('/search?q=nonce-url')
    const query = encodeURIComponent(`<script nonce="${search.nonce}">window.__injected='url'</script>`)
    for (const expected of ['MISS', 'HIT']) {
      expect((await served(`/search?q=${query}`)).cache).toBe(expected)
      expect(await ran()).toBeNull()
    }
  },
)

// The back-office's policy: once, at 1440 px.
test(
  'the back-office works under its policy: dashboard, a list, an edit view with rich text, the visits view',
  { tag: '@once' },
  async ({ page }) => {
    test.skip(!staff.password, 'TEST_ADMIN_PASSWORD is set by npm test')
    const problems = await watchForProblems(page)
    await page.goto('/admin')
    await page.locator('input[name="email"]').fill(staff.email)
    await page.locator('input[name="password"]').fill(staff.password)
    await page.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await expect(page.getByRole('link', { name: /Products/ }).first()).toBeVisible()
    await page.goto('/admin/collections/products')
    await expect(page.getByText(/of 6\d\d/)).toBeVisible()
    await page.locator('table tbody tr a').first().click()
    await expect(page).toHaveURL(/\/admin\/collections\/products\/\d+/)
    await expect(page.locator('input[name="name"], input#field-name').first()).toBeVisible()
    await page.goto('/admin/collections/articles')
    await page.locator('table tbody tr a').first().click()
    await expect(page.locator('[data-lexical-editor="true"]').first()).toBeVisible()
    await page.goto('/admin/visits')
    await expect(page.getByRole('img', { name: /Views per day from/ })).toBeVisible()
    await settle(page)
    expect(problems).toEqual([])
  },
)
