import { afterEach, describe, expect, it } from 'vitest'

import { maxWebhookAttempts, nextWebhookAttemptAt } from '../../src/server/webhooks/deliver'
import { endpointProblem } from '../../src/server/webhooks/endpoint-url'
import { sign, signatureValue, verifySignature } from '../../src/server/webhooks/signature'

describe('webhook signatures', () => {
  const body = '{"id":"evt_1","type":"contact.received"}'
  const now = 1_795_000_000_000
  const t = now / 1000

  it('are HMAC-SHA256 over "<timestamp>.<body>", checked with the secret and within 5 minutes', () => {
    const header = signatureValue('whsec_a', t, body)
    expect(header).toBe(`t=${t},v1=${sign('whsec_a', t, body)}`)
    expect(sign('whsec_a', t, body)).toMatch(/^[0-9a-f]{64}$/)
    expect(verifySignature('whsec_a', header, body, now)).toBe(true)
    expect(verifySignature('whsec_b', header, body, now)).toBe(false)
    expect(verifySignature('whsec_a', header, `${body} `, now)).toBe(false)
    expect(verifySignature('whsec_a', header, body, now + 301_000)).toBe(false)
    expect(verifySignature('whsec_a', `t=${t + 1},v1=${sign('whsec_a', t, body)}`, body, now)).toBe(false)
    for (const bad of [null, '', 'v1=abc', `t=${t}`, `t=x,v1=${sign('whsec_a', t, body)}`])
      expect(verifySignature('whsec_a', bad, body, now)).toBe(false)
  })
})

describe('webhook endpoints', () => {
  afterEach(() => delete process.env.WEBHOOKS_ALLOW_HTTP_LOOPBACK)

  it('are HTTPS; plain HTTP only to this machine and only when allowed', () => {
    expect(endpointProblem('https://crm.contoh.co.id/hook')).toBeNull()
    expect(endpointProblem('http://crm.contoh.co.id/hook')).toBe('Hanya alamat HTTPS.')
    expect(endpointProblem('http://127.0.0.1:4000/hook')).toBe('Hanya alamat HTTPS.')
    expect(endpointProblem('https://user:pw@crm.contoh.co.id/')).toMatch(/sandi/)
    expect(endpointProblem('crm.contoh.co.id')).toMatch(/tidak valid/)
    expect(endpointProblem('ftp://crm.contoh.co.id')).toBe('Hanya alamat HTTPS.')
    process.env.WEBHOOKS_ALLOW_HTTP_LOOPBACK = 'true'
    expect(endpointProblem('http://127.0.0.1:4000/hook')).toBeNull()
    expect(endpointProblem('http://localhost:4000/hook')).toBeNull()
    expect(endpointProblem('http://10.0.0.5/hook')).toBe('Hanya alamat HTTPS.')
  })
})

describe('webhook retries', () => {
  it('wait longer each time and give up after the last pause', () => {
    const start = new Date('2026-11-24T00:00:00Z')
    const pauses = []
    for (let attempt = 1; attempt < maxWebhookAttempts; attempt++)
      pauses.push((nextWebhookAttemptAt(attempt, start)!.getTime() - start.getTime()) / 1000)
    expect(pauses).toEqual([10, 60, 300, 1800, 7200, 21600, 86400])
    expect(nextWebhookAttemptAt(maxWebhookAttempts, start)).toBeNull()
  })
})
