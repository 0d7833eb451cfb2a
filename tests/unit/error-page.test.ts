import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { errorPageHtml, withErrorPage } from '../../scripts/error-page.mjs'

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void
const shell = '<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>'
let server: http.Server | null = null

/** Serves `handler` behind withErrorPage on a free port and fetches `path` with `headers`. */
async function answer(handler: Handler, headers: Record<string, string> = {}, path = '/faq') {
  server = http.createServer(withErrorPage(handler))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    headers: { accept: 'text/html', ...headers },
  })
  return { response, text: await response.text() }
}
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

const failing =
  (send: (res: http.ServerResponse) => void): Handler =>
  (_req, res) => {
    res.statusCode = 500
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('x-request-id', 'abc')
    send(res)
  }

describe('the error page in place of an empty error shell', () => {
  it('replaces a 5xx page sent whole, in pieces, or gzipped, with a correct length', async () => {
    for (const send of [
      (res: http.ServerResponse) => res.end(shell),
      (res: http.ServerResponse) => (res.write(shell.slice(0, 20)), res.end(shell.slice(20))),
      (res: http.ServerResponse) => {
        res.setHeader('content-encoding', 'gzip')
        res.end(zlib.gzipSync(shell))
      },
    ]) {
      const { response, text } = await answer(failing(send))
      expect(response.status).toBe(500)
      expect(text).toBe(errorPageHtml(500))
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)))
      expect(response.headers.get('content-encoding')).toBeNull()
      expect(response.headers.get('x-request-id')).toBe('abc')
      await new Promise<void>((resolve) => server!.close(() => resolve()))
      server = null
    }
  })

  it('leaves other answers, data requests and API paths as they were', async () => {
    const ok: Handler = (_req, res) => {
      res.setHeader('content-type', 'text/html')
      res.end('<p>ok</p>')
    }
    expect((await answer(ok)).text).toBe('<p>ok</p>')
    server!.close()
    server = null
    expect(
      (
        await answer(
          failing((res) => res.end(shell)),
          { rsc: '1' },
        )
      ).text,
    ).toBe(shell)
    server!.close()
    server = null
    expect(
      (
        await answer(
          failing((res) => res.end(shell)),
          {},
          '/api/faq',
        )
      ).text,
    ).toBe(shell)
  })

  it('escapes what it writes', () => {
    expect(errorPageHtml(503, '<b>&</b>')).toContain('&lt;b&gt;&amp;&lt;/b&gt;')
  })
})
