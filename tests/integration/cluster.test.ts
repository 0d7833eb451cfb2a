import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contractHeaders } from '../support/contract'
import { freshDataDir, startServer } from '../support/server'

/**
 * Two instances of the production build behind no proxy, sharing one database (the SQLite file of one data folder)
 * and Redis on 127.0.0.1:6379: what a staff member changes through one is what shoppers see through the other.
 */
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null })
  try {
    await probe.connect()
    return (await probe.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    probe.disconnect()
  }
}

const available = await redisAnswers()
if (!available) console.log(`skipped: cluster tests (Redis does not answer at ${redisUrl})`)

describe.skipIf(!available)('two instances on one database and Redis', () => {
  const base = Number(process.env.INTEGRATION_PORT || 3210) + 60
  const [a, b] = [`http://127.0.0.1:${base}`, `http://127.0.0.1:${base + 1}`]
  const servers: Awaited<ReturnType<typeof startServer>>[] = []
  beforeAll(async () => {
    const dataDir = freshDataDir('cluster')
    // TRUST_PROXY: the test names its client in X-Forwarded-For, so each run counts against a fresh address.
    const env = { REDIS_URL: redisUrl, TRUST_PROXY: '1', RATE_LIMIT_WRITES_PER_MINUTE: '5' }
    servers.push(await startServer(base, dataDir, env))
    servers.push(await startServer(base + 1, dataDir, env))
  }, 120_000)
  afterAll(() => {
    for (const server of servers) server.kill('SIGTERM')
  })

  it('shows a staff edit made through one instance on the other within 2 s', async () => {
    const token = (await (await fetch(`${a}/cms-api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: process.env.TEST_ADMIN_EMAIL, password: process.env.TEST_ADMIN_PASSWORD }) })).json()).token
    const faq = (await (await fetch(`${a}/cms-api/faqs?limit=1&depth=0`)).json()).docs[0]
    // B has the page and its reads cached.
    for (let i = 0; i < 3; i++) expect(await (await fetch(`${b}/faq`)).text()).toContain(faq.question.slice(0, 30))
    const question = `Apakah pertanyaan ini diubah pada ${Date.now()}?`
    const edited = await fetch(`${a}/cms-api/faqs/${faq.id}`, { method: 'PATCH', headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` }, body: JSON.stringify({ question }) })
    expect(edited.status).toBe(200)
    const editedAt = Date.now()
    let seenAfter = Infinity
    while (Date.now() - editedAt < 5000) {
      if ((await (await fetch(`${b}/faq`)).text()).includes(question)) {
        seenAfter = Date.now() - editedAt
        break
      }
      await sleep(50)
    }
    console.log(`cluster: the edit showed on the other instance after ${seenAfter} ms`)
    expect(seenAfter).toBeLessThan(2000)
    expect(await (await fetch(`${a}/faq`)).text()).toContain(question)
  })

  it('holds one rate limit across both instances', async () => {
    const client = `198.51.100.${Math.floor(Math.random() * 250) + 1}, 203.0.113.${Math.floor(Math.random() * 250) + 1}`
    const send = (origin: string) =>
      fetch(`${origin}/api/contact-us/add`, {
        method: 'POST',
        headers: { ...contractHeaders, 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0', 'x-forwarded-for': client },
        body: JSON.stringify({ name: 'Batas Bersama', email: 'batas@contoh.co.id', phone: '081299990004', topic: 'Lainnya', message: 'Pesan untuk uji batas bersama.' }),
      }).then((r) => r.status)
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push(await send(a), await send(b))
    // 5 a minute per client and call, counted once whichever instance answers.
    expect(statuses.filter((s) => s === 200)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(3)
  })
})
