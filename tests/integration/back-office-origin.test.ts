import { randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { baseUrl, staffAuthorization, staffFind } from '../support/contract'

/**
 * Back-office writes a browser sends from another origin (security review, finding 1): a page on another port
 * of the same host, or on another site, posting a form to /cms-api with the administrator's cookie. The
 * server runs without SITE_URL, as the README starts it, so Payload's own CSRF list is empty.
 */
let cookie = ''
const own = () => new URL(baseUrl()).origin
const otherPort = () => {
  const url = new URL(baseUrl())
  return `${url.protocol}//${url.hostname}:${Number(url.port) + 1}`
}

beforeAll(async () => {
  // The administrator's session as a browser holds it: the token in Payload's cookie.
  const { Authorization } = await staffAuthorization()
  cookie = `payload-token=${(Authorization ?? '').replace(/^JWT /, '')}`
})

/** A form post as a page would send it: multipart, Payload's `_payload` field, the cookie, an Origin. */
function formPost(path: string, data: Record<string, unknown>, headers: Record<string, string>) {
  const form = new FormData()
  form.append('_payload', JSON.stringify(data))
  return fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { cookie, ...headers }, body: form })
}

describe('back-office writes from another origin', () => {
  for (const [label, origin] of [
    ['another port of the host', otherPort],
    ['another site', () => 'https://evil.example'],
  ] as const) {
    it(`from ${label}: refused 403 with a reason, and nothing is created`, async () => {
      const name = `cross-origin ${randomUUID()}`
      const integration = await formPost(
        '/cms-api/integrations',
        { name, scopes: ['events:read'], key_hash: 'a'.repeat(64) },
        { origin: origin() },
      )
      expect(integration.status).toBe(403)
      expect((await integration.json()).message).toBe(
        `Ditolak: perubahan di back-office hanya diterima dari halaman situs ini sendiri (${new URL(baseUrl()).host}), bukan dari ${origin()}.`,
      )
      const url = `https://hooks.example/${randomUUID()}`
      const webhook = await formPost(
        '/cms-api/webhook-endpoints',
        { url, events: ['contact.received'] },
        { origin: origin() },
      )
      expect(webhook.status).toBe(403)
      expect((await staffFind('integrations', { name: { equals: name } })).totalDocs).toBe(0)
      expect((await staffFind('webhook-endpoints', { url: { equals: url } })).totalDocs).toBe(0)
    })
  }

  it('a browser saying cross-site or same-site without an Origin is refused too', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const name = `fetch-site ${randomUUID()}`
      const response = await formPost(
        '/cms-api/integrations',
        { name, scopes: ['events:read'] },
        { 'sec-fetch-site': site },
      )
      expect(response.status, site).toBe(403)
      expect((await staffFind('integrations', { name: { equals: name } })).totalDocs).toBe(0)
    }
  })

  it('JSON writes, sign-in and /admin server actions from another origin are refused as well', async () => {
    const evil = { origin: 'https://evil.example', 'content-type': 'application/json' }
    const patch = await fetch(`${baseUrl()}/cms-api/users/1`, {
      method: 'PATCH',
      headers: { cookie, ...evil },
      body: JSON.stringify({ name: 'Diubah dari luar' }),
    })
    expect(patch.status).toBe(403)
    const login = await fetch(`${baseUrl()}/cms-api/users/login`, {
      method: 'POST',
      headers: evil,
      body: JSON.stringify({
        email: process.env.TEST_ADMIN_EMAIL,
        password: process.env.TEST_ADMIN_PASSWORD,
      }),
    })
    expect(login.status).toBe(403)
    expect(login.headers.get('set-cookie')).toBeNull()
    const action = await fetch(`${baseUrl()}/admin`, {
      method: 'POST',
      headers: { cookie, origin: otherPort(), 'next-action': '0'.repeat(40), 'content-type': 'text/plain' },
      body: '[]',
    })
    expect(action.status).toBe(403)
  })

  it('the same write from the site’s own pages is taken', async () => {
    const name = `same-origin ${randomUUID()}`
    const response = await formPost(
      '/cms-api/integrations',
      { name, scopes: ['events:read'], event_types: ['contact.received'] },
      { origin: own(), 'sec-fetch-site': 'same-origin' },
    )
    expect(response.status).toBe(201)
    expect((await staffFind('integrations', { name: { equals: name } })).totalDocs).toBe(1)
  })

  it('reads from another origin are not refused (they change nothing)', async () => {
    const response = await fetch(`${baseUrl()}/cms-api/integrations?limit=1`, {
      headers: { cookie, origin: 'https://evil.example' },
    })
    expect(response.status).toBe(200)
  })
})
