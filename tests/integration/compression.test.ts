import http from 'node:http'
import zlib from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { baseUrl } from '../support/contract'

/** A raw GET (no decoding), so the bytes and headers are what a browser receives. */
function rawGet(path: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(`${baseUrl()}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          )
        })
        .on('error', reject)
    },
  )
}

/** The scripts the home page loads (not the nomodule polyfills, which browsers of today skip). */
async function homeScripts() {
  const html = (await rawGet('/', 'identity')).body.toString('utf8')
  return [...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"(?![^>]*noModule)/g)].map((m) => m[1]!)
}

describe('built scripts are served Brotli-compressed at build time', () => {
  it('answers a client that accepts br with the smaller precompressed copy of the same script', async () => {
    const scripts = await homeScripts()
    expect(scripts.length).toBeGreaterThan(3)
    let brotliBytes = 0
    let gzipBytes = 0
    for (const script of scripts) {
      const plain = await rawGet(script, 'identity')
      const br = await rawGet(script, 'gzip, deflate, br, zstd')
      expect(plain.status).toBe(200)
      expect(br.status).toBe(200)
      if (plain.body.length < 1024) continue
      expect(br.headers['content-encoding']).toBe('br')
      expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
      expect(br.headers['content-type']).toMatch(/^application\/javascript/)
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(br.headers.vary).toMatch(/Accept-Encoding/)
      // The same security headers as an asset Next serves itself (next.config.ts headers()).
      expect(br.headers['x-content-type-options']).toBe('nosniff')
      expect(br.headers['content-security-policy']).toBe(plain.headers['content-security-policy'])
      brotliBytes += br.body.length
      gzipBytes += (await rawGet(script, 'gzip')).body.length
    }
    expect(brotliBytes).toBeLessThan(gzipBytes * 0.92)
  })

  it('keeps gzip for a client that refuses br, and a HEAD has no body', async () => {
    const [script] = (await homeScripts()).sort()
    const refused = await rawGet(script!, 'gzip, br;q=0')
    expect(refused.headers['content-encoding']).not.toBe('br')
    const head = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .request(`${baseUrl()}${script}`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } }, resolve)
        .on('error', reject)
        .end(),
    )
    expect(head.statusCode).toBe(200)
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0)
  })

  it('does not serve a path outside the built assets, however it is spelled', async () => {
    for (const path of ['/_next/static/../../package.json', '/_next/static/%2e%2e/%2e%2e/package.json']) {
      const answer = await rawGet(path, 'br')
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.body.toString('utf8')).not.toContain('"dependencies"')
    }
  })
})

describe('stored pages are served Brotli-compressed to browsers that accept it', () => {
  it('answers a repeat view with the Brotli copy of the same page, and gzip to a client without br', async () => {
    // A search of its own (a parameter the page reads): a key no other test has filled.
    const path = '/search?q=brotli-copy'
    const first = await rawGet(path, 'gzip')
    expect(first.headers['x-page-cache']).toBe('MISS')
    // The copy is made in the background once the page is stored.
    let hit = await rawGet(path, 'gzip, deflate, br, zstd')
    for (let i = 0; i < 20 && hit.headers['content-encoding'] !== 'br'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      hit = await rawGet(path, 'gzip, deflate, br, zstd')
    }
    expect(hit.headers['x-page-cache']).toBe('HIT')
    expect(hit.headers['content-encoding']).toBe('br')
    expect(Number(hit.headers['content-length'])).toBe(hit.body.length)
    expect(hit.headers.vary).toMatch(/accept-encoding/i)
    expect(hit.headers['content-type']).toMatch(/^text\/html/)
    // Pages carry a nonce per render; a stored copy is one render, so both encodings hold the same bytes.
    // Compared with the gzip copy stored with it, not with the first answer: a write in the background (a job
    // of another file on this shared server) may drop that one and store a new render meanwhile.
    const gzipHit = await rawGet(path, 'gzip')
    expect(gzipHit.headers['x-page-cache']).toBe('HIT')
    expect(gzipHit.headers['content-encoding']).toBe('gzip')
    expect(hit.body.length).toBeLessThan(gzipHit.body.length * 0.9)
    expect(zlib.brotliDecompressSync(hit.body).toString('utf8')).toBe(
      zlib.gunzipSync(gzipHit.body).toString('utf8'),
    )
  })
})
