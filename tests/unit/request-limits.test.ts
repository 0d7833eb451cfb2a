import { describe, expect, it } from 'vitest'

import { bodyCaps, refusal } from '../../scripts/request-guard.mjs'
import { BodyTooLarge, bodyLimits, readCappedBody } from '../../src/server/contract/body'
import { clientAddress, trustedProxyHops } from '../../src/server/security/client-address'
import {
  consume,
  countFailure,
  resetLimitersForTests,
  waitingFor,
} from '../../src/server/security/rate-limit'
import { redisClient } from '../../src/server/redis'

const req = (url: string, headers: Record<string, string> = {}) => ({ url, method: 'POST', headers })

describe('client address', () => {
  it('is the socket address serve.mjs wrote, whatever the client forwards', () => {
    expect(clientAddress(new Headers({ 'x-real-ip': '10.0.0.9', 'x-forwarded-for': '1.2.3.4' }), 0)).toBe(
      '10.0.0.9',
    )
    expect(clientAddress(new Headers(), 0)).toBe('unknown')
  })
  it('behind N trusted proxies is the N-th X-Forwarded-For entry from the right', () => {
    const h = new Headers({ 'x-real-ip': '10.0.0.1', 'x-forwarded-for': 'spoofed, 203.0.113.7' })
    expect(clientAddress(h, 1)).toBe('203.0.113.7')
    expect(
      clientAddress(
        new Headers({ 'x-real-ip': '10.0.0.1', 'x-forwarded-for': 'spoofed, 203.0.113.7, 10.0.0.2' }),
        2,
      ),
    ).toBe('203.0.113.7')
    // A request that skipped a proxy has too few entries: only the socket is known.
    expect(clientAddress(new Headers({ 'x-real-ip': '10.0.0.1', 'x-forwarded-for': '203.0.113.7' }), 2)).toBe(
      '10.0.0.1',
    )
  })
  it('reads TRUST_PROXY as a number of hops', () => {
    expect([undefined, '', 'false', 'yes', '-1', '1.5'].map((v) => trustedProxyHops(v))).toEqual([
      0, 0, 0, 0, 0, 0,
    ])
    expect([trustedProxyHops('true'), trustedProxyHops('1'), trustedProxyHops('2')]).toEqual([1, 1, 2])
  })
})

describe('rate limits', () => {
  it('let a key spend its points, then say how long to wait; other keys are unaffected', async () => {
    resetLimitersForTests()
    process.env.RATE_LIMIT_WRITES_PER_MINUTE = '3'
    const waits = []
    for (let i = 0; i < 4; i++) waits.push(await consume('write', 'a /api/x'))
    expect(waits.slice(0, 3)).toEqual([0, 0, 0])
    expect(waits[3]).toBeGreaterThan(0)
    expect(waits[3]).toBeLessThanOrEqual(60)
    expect(await consume('write', 'b /api/x')).toBe(0)
    delete process.env.RATE_LIMIT_WRITES_PER_MINUTE
    resetLimitersForTests()
  })
  it('count failures only when told, and report the wait without spending', async () => {
    resetLimitersForTests()
    for (let i = 0; i < 10; i++) {
      expect(await waitingFor('voucherGuess', 'c')).toBe(0)
      await countFailure('voucherGuess', 'c')
    }
    expect(await waitingFor('voucherGuess', 'c')).toBeGreaterThan(60)
    expect(await waitingFor('voucherGuess', 'd')).toBe(0)
  })
})

describe('request guard', () => {
  it('refuses bodies over their cap by the declared length', () => {
    expect(
      refusal(
        req('/api/contact-us/add', {
          'content-length': String(bodyCaps.json + 1),
          'content-type': 'application/json',
        }),
      )?.status,
    ).toBe(413)
    expect(
      refusal(
        req('/api/contact-us/add', {
          'content-length': String(bodyCaps.json),
          'content-type': 'application/json',
        }),
      ),
    ).toBeNull()
    const multipart = { 'content-type': 'multipart/form-data; boundary=x' }
    expect(
      refusal(
        req('/apiwarranty/warranty/CLAIM_WARRANTY', {
          ...multipart,
          'content-length': String(20 * 1024 * 1024),
        }),
      ),
    ).toBeNull()
    expect(
      refusal(
        req('/apiwarranty/warranty/CLAIM_WARRANTY', {
          ...multipart,
          'content-length': String(bodyCaps.multipart + 1),
        }),
      )?.status,
    ).toBe(413)
    expect(refusal(req('/cms-api/pages/1', { 'content-length': String(4 * 1024 * 1024) }))).toBeNull()
    expect(refusal(req('/api/subscribe', { 'content-length': 'abc' }))?.status).toBe(400)
  })
  it('refuses a body without a length, which could only be capped by reading it', () => {
    expect(refusal(req('/api/subscribe', { 'transfer-encoding': 'chunked' }))?.status).toBe(411)
  })
  it('refuses paths whose percent-escapes do not decode', () => {
    for (const path of ['/%ff', '/%', '/services/%ff', '/api/%ff', '/a%2'])
      expect(refusal({ url: path, method: 'GET', headers: {} })?.status).toBe(400)
    expect(refusal({ url: '/search?q=%ff', method: 'GET', headers: {} })).toBeNull()
    expect(refusal({ url: '/inspirasi/kamar%20tidur', method: 'GET', headers: {} })).toBeNull()
  })
  it('refuses a NUL character anywhere in the address, which PostgreSQL would refuse as text', () => {
    for (const url of [
      '/services/%00',
      '/%00',
      '/store-locations?city=%00',
      '/api/services/fe/detail?slug=a%00',
    ])
      expect(refusal({ url, method: 'GET', headers: {} })?.status).toBe(400)
    expect(refusal({ url: '/services/a%2000', method: 'GET', headers: {} })).toBeNull()
  })
})

describe('capped body reading', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://x/api/y', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)
  it('refuses a declared length over the cap without reading', async () => {
    await expect(
      readCappedBody(post('{}', { 'content-length': String(bodyLimits.json + 1) }), 'json'),
    ).rejects.toBeInstanceOf(BodyTooLarge)
  })
  it('cuts off a stream that sends more than the cap', async () => {
    let sent = 0
    const stream = new ReadableStream({
      pull(controller) {
        sent += 64 * 1024
        controller.enqueue(new Uint8Array(64 * 1024).fill(32))
        if (sent > 10 * bodyLimits.json) controller.close()
      },
    })
    await expect(readCappedBody(post(stream), 'json')).rejects.toBeInstanceOf(BodyTooLarge)
    expect(sent).toBeLessThan(2 * bodyLimits.json)
  })
  it('reads JSON and multipart within the cap', async () => {
    expect(await readCappedBody(post('{"a":1}'), 'json')).toEqual({ a: 1 })
    const form = new FormData()
    form.append('k', 'v')
    form.append('k', 'w')
    const encoded = new Request('http://x', { method: 'POST', body: form })
    const body = await readCappedBody(
      post(await encoded.arrayBuffer(), { 'content-type': encoded.headers.get('content-type')! }),
      'multipart',
    )
    expect(body).toEqual({ k: ['v', 'w'] })
  })
})

describe('rate limits across instances (Redis)', () => {
  it('share one count through REDIS_URL', async (context) => {
    const net = await import('node:net')
    const reachable = await new Promise<boolean>((resolve) => {
      const socket = net.connect(6379, '127.0.0.1', () => (socket.end(), resolve(true)))
      socket.on('error', () => resolve(false))
    })
    if (!reachable) {
      console.log('skipped: Redis does not answer on 127.0.0.1:6379')
      return context.skip()
    }
    const g = globalThis as { __rumahLokaRedis?: unknown }
    delete g.__rumahLokaRedis
    process.env.REDIS_URL = 'redis://127.0.0.1:6379'
    const key = `instances-${Date.now()}`
    let client: ReturnType<typeof redisClient> = null
    try {
      // Until the connection is ready each instance counts in memory (the insurance limiter).
      const connection = redisClient()
      if (!connection) throw new Error('REDIS_URL is set but no client was made')
      client = connection
      if (connection.status !== 'ready') await new Promise((resolve) => connection.once('ready', resolve))
      resetLimitersForTests()
      for (let i = 0; i < 10; i++) await countFailure('voucherGuess', key)
      // Another instance: its own limiters in memory, the same Redis.
      resetLimitersForTests()
      expect(await waitingFor('voucherGuess', key)).toBeGreaterThan(0)
      expect(await waitingFor('voucherGuess', `${key}-other`)).toBe(0)
    } finally {
      delete process.env.REDIS_URL
      await client?.quit().catch(() => undefined)
      delete g.__rumahLokaRedis
      resetLimitersForTests()
    }
  })
})
