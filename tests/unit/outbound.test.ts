import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import {
  addressAllowed,
  checkedLookup,
  isInternalAddress,
  outboundAgent,
  outboundFetch,
  RefusedAddress,
  type Resolve,
} from '../../src/server/security/outbound'

afterEach(() => delete process.env.WEBHOOKS_ALLOW_HTTP_LOOPBACK)

describe('outbound addresses', () => {
  it('are never this machine or a private network', () => {
    for (const address of [
      '169.254.169.254',
      '127.0.0.1',
      '0.0.0.0',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      'fd00::1',
      'fe80::1',
      // NAT64 (64:ff9b::/96) of 127.0.0.1 and of the metadata address
      '64:ff9b::7f00:1',
      '64:ff9b::a9fe:a9fe',
      // 6to4 (2002::/16) of 127.0.0.1 and 192.168.1.1
      '2002:7f00:1::1',
      '2002:c0a8:101::',
      // IPv4-compatible (::/96) 127.0.0.1 and 10.0.0.1
      '::7f00:1',
      '::a00:1',
      'not-an-address',
    ])
      expect(isInternalAddress(address), address).toBe(true)
  })

  it('let public hosts through, next to the ranges', () => {
    for (const address of [
      '93.184.216.34',
      '1.1.1.1',
      '2606:4700:4700::1111',
      '64:ff9b:1::1',
      '2003::1',
      '::1:0:0:1',
    ])
      expect(isInternalAddress(address), address).toBe(false)
  })

  it('allow loopback only while WEBHOOKS_ALLOW_HTTP_LOOPBACK=true', () => {
    expect(addressAllowed('127.0.0.1')).toBe(false)
    process.env.WEBHOOKS_ALLOW_HTTP_LOOPBACK = 'true'
    expect(addressAllowed('127.0.0.1')).toBe(true)
    expect(addressAllowed('::1')).toBe(true)
    expect(addressAllowed('10.1.2.3')).toBe(false)
    expect(addressAllowed('64:ff9b::7f00:1')).toBe(false)
  })
})

/** checkedLookup as a promise: what it hands the connection, or its refusal. */
const lookUp = (resolve: Resolve, hostname: string, all = true) =>
  new Promise<unknown>((done, fail) =>
    checkedLookup(resolve)(hostname, { all }, (error, address) => (error ? fail(error) : done(address))),
  )

describe('the checked lookup', () => {
  it('hands the connection the addresses it checked, from one resolution', async () => {
    const answers = [[{ address: '93.184.216.34', family: 4 }], [{ address: '127.0.0.1', family: 4 }]]
    let calls = 0
    const resolve: Resolve = async () => answers[calls++]!
    expect(await lookUp(resolve, 'shop.example', true)).toEqual([{ address: '93.184.216.34', family: 4 }])
    expect(calls).toBe(1)
  })

  it('refuses a name with any private address among its answers', async () => {
    const resolve: Resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ]
    await expect(lookUp(resolve, 'mixed.example')).rejects.toMatchObject({
      name: 'RefusedAddress',
      reason: 'private',
      message: 'mixed.example resolves to a private or local network address; only public hosts are called.',
    })
  })

  it('refuses a name that does not resolve', async () => {
    const resolve: Resolve = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' })
    }
    await expect(lookUp(resolve, 'gone.example', false)).rejects.toMatchObject({
      reason: 'unresolved',
      message: 'gone.example could not be resolved (ENOTFOUND).',
    })
  })
})

describe('outbound requests', () => {
  let receiver: http.Server
  let port = 0
  let received = 0
  beforeAll(async () => {
    receiver = http.createServer((_req, res) => {
      received++
      res.end('ok')
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    port = (receiver.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())))

  it('connect where the checked lookup says (a name no DNS knows reaches the receiver)', async () => {
    process.env.WEBHOOKS_ALLOW_HTTP_LOOPBACK = 'true'
    const agent = outboundAgent(async () => [{ address: '127.0.0.1', family: 4 }])
    const before = received
    const response = await outboundFetch(`http://receiver.invalid:${port}/`, {}, agent)
    expect(await response.text()).toBe('ok')
    expect(received).toBe(before + 1)
    await agent.close()
  })

  it('never reach an address a second lookup gives (DNS rebinding)', async () => {
    // First answer: a public address TCP cannot reach (multicast: the kernel refuses the connection
    // itself, so nothing leaves the machine); every later answer: the receiver on 127.0.0.1.
    let calls = 0
    const agent = outboundAgent(async () => [
      calls++ === 0 ? { address: '224.0.0.1', family: 4 } : { address: '127.0.0.1', family: 4 },
    ])
    const before = received
    await expect(outboundFetch(`http://rebind.example:${port}/`, {}, agent)).rejects.toThrow()
    expect(received).toBe(before)
    expect(calls).toBe(1)
    await agent.close()
  })

  it('refuse private addresses, by name or written in the URL, and names that do not resolve', async () => {
    const agent = outboundAgent(async (hostname) => {
      if (hostname === 'inward.example') return [{ address: '127.0.0.1', family: 4 }]
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' })
    })
    const before = received
    await expect(outboundFetch(`http://inward.example:${port}/`, {}, agent)).rejects.toMatchObject({
      reason: 'private',
    })
    await expect(outboundFetch(`http://127.0.0.1:${port}/`, {}, agent)).rejects.toBeInstanceOf(RefusedAddress)
    await expect(outboundFetch(`http://[::ffff:127.0.0.1]:${port}/`, {}, agent)).rejects.toBeInstanceOf(
      RefusedAddress,
    )
    await expect(outboundFetch(`http://gone.example:${port}/`, {}, agent)).rejects.toMatchObject({
      reason: 'unresolved',
    })
    expect(received).toBe(before)
    await agent.close()
  })
})
