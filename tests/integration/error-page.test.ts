import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contractHeaders } from '../support/contract'
import { freshDataDir, startServer } from '../support/server'

/**
 * A page that fails to render (issue 42): Next.js would answer its empty error shell, blank without
 * JavaScript; the browser gets the generic error view as plain HTML instead (scripts/error-page.mjs). The
 * site's shell data (read by its layout) is made to throw by TEST_FAIL_AT, as a fault of the database behind
 * it would.
 */
describe('a page that fails to render', () => {
  const port = Number(process.env.INTEGRATION_PORT || 3210) + 77
  const origin = `http://127.0.0.1:${port}`
  let server: Awaited<ReturnType<typeof startServer>> | null = null
  beforeAll(async () => {
    server = await startServer(port, freshDataDir('error-page'), { TEST_FAIL_AT: 'shell-data' })
  }, 90_000)
  afterAll(() => {
    if (server?.exitCode === null) server.kill('SIGKILL')
  })

  const browserHeaders = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, br' }

  it('answers 500 with the generic error view in its HTML, no script needed, never stored', async () => {
    for (const path of ['/faq', '/inspirations/tidak-ada', '/']) {
      const response = await fetch(`${origin}${path}`, { headers: browserHeaders })
      expect(response.status, path).toBe(500)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('content-encoding')).toBeNull()
      expect(response.headers.get('x-request-id')).toBeTruthy()
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
      const html = await response.text()
      expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(html))
      expect(html).not.toContain('__next_error__')
      expect(html).not.toContain('<script')
      expect(html).toContain('<h1 style="margin:12px 0 0;font-size:1.5rem">Sorry, something went wrong.</h1>')
      expect(html).toMatch(/<a href="\/"[^>]*>Return to home<\/a>/)
      expect(html).toContain('>500<')
    }
  })

  it('leaves HEAD bodiless, and what is not a browser opening a page as Next answered it', async () => {
    const head = await fetch(`${origin}/faq`, { method: 'HEAD', headers: browserHeaders })
    expect(head.status).toBe(500)
    expect(await head.text()).toBe('')
    // Next's own data request and a client that asks for no HTML keep Next's answer.
    const data = await fetch(`${origin}/faq`, { headers: { ...browserHeaders, rsc: '1' } })
    expect(await data.text()).not.toContain('Return to home')
    const raw = await fetch(`${origin}/faq`, { headers: { 'accept-encoding': 'gzip' } })
    expect(raw.status).toBe(500)
    // (fetch undoes Next's gzip.)
    const text = await raw.text()
    expect(text).not.toContain('Return to home')
    // The contract and the health check never pass through it.
    expect((await fetch(`${origin}/up`)).status).toBe(200)
    const contract = await fetch(`${origin}/api/article/list`, {
      headers: { ...contractHeaders, ...browserHeaders },
    })
    expect(contract.headers.get('content-type')).toContain('application/json')
  })
})
