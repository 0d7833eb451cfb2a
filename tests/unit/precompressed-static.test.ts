import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { acceptsBrotli, configuredHeaders, precompressStatic } from '../../scripts/precompressed-static.mjs'

describe('precompressed static assets', () => {
  it('reads br from Accept-Encoding, unless its quality is zero', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsBrotli('BR;q=0.5')).toBe(true)
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false)
    expect(acceptsBrotli('gzip, br;q=0.0')).toBe(false)
    expect(acceptsBrotli('gzip, brotli')).toBe(false)
    expect(acceptsBrotli('')).toBe(false)
    expect(acceptsBrotli(undefined)).toBe(false)
  })

  it("takes the headers next.config.ts gives a path from the build's routes manifest", () => {
    const manifest = {
      headers: [
        {
          regex: '^(?:/(.*))?$',
          missing: [{ type: 'header', key: 'x-nonce' }],
          headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }],
        },
        { regex: '^/admin(?:/.*)?$', headers: [{ key: 'x-admin', value: '1' }] },
        {
          regex: '^(?:/(.*))?$',
          has: [{ type: 'header', key: 'x' }],
          headers: [{ key: 'x-cond', value: '1' }],
        },
      ],
    }
    expect(configuredHeaders(manifest, '/_next/static/chunks/a.js')).toEqual({
      'x-content-type-options': 'nosniff',
    })
    // A request with the header a rule needs missing (scripts/page-security.mjs sets x-nonce on pages only).
    expect(configuredHeaders(manifest, '/_next/static/chunks/a.js', { 'x-nonce': 'n' })).toEqual({})
    expect(configuredHeaders(undefined, '/x')).toEqual({})
  })

  it('writes a Brotli copy beside each script or style worth compressing, and none beside the rest', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
    fs.mkdirSync(path.join(dir, 'chunks'))
    const script = Buffer.from('function hello(){return "hello"}\n'.repeat(200))
    fs.writeFileSync(path.join(dir, 'chunks', 'a.js'), script)
    fs.writeFileSync(path.join(dir, 'chunks', 'tiny.js'), 'x()')
    fs.writeFileSync(path.join(dir, 'font.woff2'), script)
    const { before, after } = precompressStatic(dir)
    expect(
      zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'chunks', 'a.js.br'))).equals(script),
    ).toBe(true)
    expect(fs.existsSync(path.join(dir, 'chunks', 'tiny.js.br'))).toBe(false)
    expect(fs.existsSync(path.join(dir, 'font.woff2.br'))).toBe(false)
    expect(before).toBe(script.length)
    expect(after).toBeLessThan(before / 10)
    fs.rmSync(dir, { recursive: true })
  })
})
