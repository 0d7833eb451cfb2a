import http from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contractHeaders } from '../support/contract'
import { freshDataDir, startServer } from '../support/server'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('graceful lifecycle', () => {
  const port = Number(process.env.INTEGRATION_PORT || 3210) + 50
  let server: Awaited<ReturnType<typeof startServer>> | null = null
  beforeAll(async () => {
    // Redis configured but away (nothing listens on port 9): the instance must serve anyway, and say so.
    server = await startServer(port, freshDataDir('lifecycle'), {
      SHUTDOWN_TIMEOUT_SECONDS: '20',
      REDIS_URL: 'redis://127.0.0.1:9',
    })
  }, 90_000)
  afterAll(() => {
    if (server?.exitCode === null) server.kill('SIGKILL')
  })

  it('tells live from ready, and reports a missing Redis as degraded while still taking traffic', async () => {
    const live = await fetch(`http://127.0.0.1:${port}/up/live`)
    expect(live.status).toBe(200)
    expect(await live.json()).toMatchObject({ status: 'live' })
    for (const path of ['/up', '/up/ready']) {
      const ready = await fetch(`http://127.0.0.1:${port}${path}`)
      expect(ready.status).toBe(200)
      expect(ready.headers.get('cache-control')).toBe('no-store')
      expect(await ready.json()).toMatchObject({
        status: 'degraded',
        database: 'reachable',
        migrations: 'applied',
        redis: 'unreachable',
      })
    }
  })

  it('on SIGTERM finishes the request in flight, takes no new connection, and exits 0', async () => {
    const body = JSON.stringify({
      name: 'Tutup Rapi',
      email: 'tutup@contoh.co.id',
      phone: '081299990003',
      topic: 'Lainnya',
      message: 'Pesan yang dikirim saat server berhenti.',
    })
    // A request in flight: its headers and half its body sent before the signal, the rest after.
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: '/api/contact-us/add',
      method: 'POST',
      headers: {
        ...contractHeaders,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'Mozilla/5.0',
      },
    })
    const answer = new Promise<{ status?: number; text: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let text = ''
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode, text }))
      })
      request.on('error', reject)
    })
    request.write(body.slice(0, 40))
    await sleep(300)
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      server!.once('exit', (code, signal) => resolve({ code, signal })),
    )
    let log = ''
    server!.stdout?.on('data', (chunk) => (log += chunk))
    server!.stderr?.on('data', (chunk) => (log += chunk))
    const signalledAt = Date.now()
    server!.kill('SIGTERM')
    // The listener closes once the signal is handled (500 ms on an idle machine, more beside other lanes): a
    // balancer's next connection goes to another instance, while the request in flight still waits.
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/up/live`).then(
            () => 'open',
            () => 'closed',
          ),
        { timeout: 10_000 },
      )
      .toBe('closed')
    request.end(body.slice(40))
    const { status, text } = await answer
    expect(status).toBe(200)
    expect(JSON.parse(text)).toMatchObject({ is_ok: true })
    expect(await exited).toEqual({ code: 0, signal: null })
    // Drained as soon as the last answer went, not at the 20-s limit, and closed its database cleanly.
    expect(Date.now() - signalledAt).toBeLessThan(10_000)
    expect(log).toContain('> SIGTERM: draining 1 request(s), up to 20 s')
    expect(log).toContain('> Stopped (drained)')
    expect(log).not.toContain('closing connections:')
  }, 30_000)
})
