import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { baseUrl, ownCategory, pngBytes, staffAuthorization, staffFind } from '../support/contract'

/*
 * Product images by URL (issue 39): fetched after the batch answers, by Payload's job queue, only from the
 * hosts the integration lists; a source fetched once is not fetched again; what cannot be fetched is said on
 * the product. The image host is a real HTTP server started here.
 */
type Json = any // eslint-disable-line @typescript-eslint/no-explicit-any
const stamp = Date.now().toString(36).toUpperCase()
const hits = new Map<string, number>()
let images: Server
let host = ''

beforeAll(async () => {
  images = createServer((req, res) => {
    hits.set(req.url!, (hits.get(req.url!) ?? 0) + 1)
    if (req.url === '/sofa.png') res.writeHead(200, { 'content-type': 'image/png' }).end(pngBytes)
    else if (req.url === '/page.html') res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>')
    else res.writeHead(404).end()
  }).listen(0, '127.0.0.1')
  await once(images, 'listening')
  host = `127.0.0.1:${(images.address() as AddressInfo).port}`
})
afterAll(() => images?.close())

async function integrationWithImageHosts(imageHosts: string) {
  const auth = { ...(await staffAuthorization()), 'content-type': 'application/json' }
  const created = (await (
    await fetch(`${baseUrl()}/cms-api/integrations`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        name: `ERP images ${stamp}`,
        scopes: ['catalog:write'],
        image_hosts: imageHosts,
      }),
    })
  ).json()) as Json
  const issued = (await (
    await fetch(`${baseUrl()}/cms-api/integrations/${created.doc.id}/key`, { method: 'POST', headers: auth })
  ).json()) as Json
  return issued.key as string
}

const send = async (key: string, rows: unknown[]) => {
  const response = await fetch(`${baseUrl()}/integration/v1/products`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ rows }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as Json
}

async function productOnceSettled(sku: string, settled: (p: Json) => boolean) {
  const deadline = Date.now() + 30_000
  for (;;) {
    const [product] = (await staffFind('products', { sku: { equals: sku } })).docs as Json[]
    if (settled(product) || Date.now() > deadline) return product
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

describe('product images by URL', () => {
  it('fetches a listed host’s image after the batch answers, once per URL, and says why one could not be', async () => {
    const key = await integrationWithImageHosts(`cdn.contoh.co.id\n${host}`)
    const category = await ownCategory('images')
    const row = (n: number, image_url: string) => ({
      sku: `IMG-${stamp}-${n}`,
      name: `Produk bergambar ${n}`,
      category_code: category.code,
      price: 1_000_000,
      image_url,
    })
    const rows = [
      row(1, `http://${host}/sofa.png`),
      row(2, 'https://198.51.100.7/sofa.png'),
      row(3, `http://${host}/missing.png`),
      row(4, `http://${host}/page.html`),
      row(5, 'ftp://cdn.contoh.co.id/a.png'),
    ]
    const first = await send(key, rows)
    expect(first.rows.map((r: Json) => r.status)).toEqual([
      'created',
      'refused',
      'created',
      'created',
      'refused',
    ])
    expect(first.rows[1].reason).toBe(
      `image_url: 198.51.100.7 is not among this integration's image hosts (cdn.contoh.co.id, ${host})`,
    )
    expect(first.rows[4].reason).toMatch(/^image_url: an https address is needed/)

    const fetched = await productOnceSettled(rows[0]!.sku, (p) => p.images?.length === 1)
    expect(fetched).toMatchObject({ image_source_url: rows[0]!.image_url, image_fetch_error: null })
    const media = (await (
      await fetch(`${baseUrl()}/cms-api/media/${fetched.images[0]}`, { headers: await staffAuthorization() })
    ).json()) as Json
    expect(media.alt).toBe('Produk bergambar 1')
    const file = await fetch(new URL(media.url, baseUrl()))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')

    const missing = await productOnceSettled(rows[2]!.sku, (p) => Boolean(p.image_fetch_error))
    expect(missing.image_fetch_error).toMatch(/the host answered 404$/)
    expect(missing.images).toEqual([])
    const notImage = await productOnceSettled(rows[3]!.sku, (p) => Boolean(p.image_fetch_error))
    expect(notImage.image_fetch_error).toMatch(/not an image \(text\/html\)/)

    // The same batch again changes nothing and fetches nothing.
    const again = await send(key, [rows[0], rows[2], rows[3]])
    expect(again.rows.map((r: Json) => r.status)).toEqual(['unchanged', 'unchanged', 'unchanged'])
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(hits.get('/sofa.png')).toBe(1)
    expect(hits.get('/missing.png')).toBe(1)

    // A new source replaces the image; null clears it.
    const replaced = await send(key, [{ sku: rows[2]!.sku, image_url: `http://${host}/sofa.png` }])
    expect(replaced.rows[0].status).toBe('updated')
    const now = await productOnceSettled(rows[2]!.sku, (p) => p.images?.length === 1)
    expect(now).toMatchObject({ image_fetch_error: null })
    const cleared = await send(key, [{ sku: rows[0]!.sku, image_url: null }])
    expect(cleared.rows[0].status).toBe('updated')
    const [bare] = (await staffFind('products', { sku: { equals: rows[0]!.sku } })).docs as Json[]
    expect(bare).toMatchObject({ image_source_url: null, images: [] })
  })
})
