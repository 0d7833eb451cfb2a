import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { expireReads } from '../../collections/hooks/revalidate'
import { outboundFetch, RefusedAddress } from '../security/outbound'
import { endpointProblem } from '../webhooks/endpoint-url'

/*
 * Product images by URL (issue 39): a row's `image_url` is checked against the hosts its integration lists
 * and stored as the product's image source; the fetch itself is a job of Payload's queue, run once the batch
 * has answered (kicked then, and every minute for retries and other instances), so it never counts in an
 * import's time. A URL already fetched for the product is not fetched again. Payload's queue rather than a
 * loop of our own: fetches need no order between them, only retries with backoff, which it has.
 */

export const productImageQueue = 'product-images'
const maxImageBytes = 15 * 1024 * 1024
const fetchTimeoutMs = 20_000
const imageTypes: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
}

/** The hosts of an integration's `image_hosts` field: one per line (or comma), `host` or `host:port`. */
export const imageHostList = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/[\s,]+/)
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)

/** Why a row's image URL cannot be fetched, naming the field; null when it can. */
export function imageUrlProblem(value: string, hosts: string[]): string | null {
  const problem = endpointProblem(value)
  if (problem) return `image_url: an https address is needed (${value})`
  const url = new URL(value)
  if (!hosts.includes(url.hostname.toLowerCase()) && !hosts.includes(url.host.toLowerCase()))
    return hosts.length
      ? `image_url: ${url.host} is not among this integration's image hosts (${hosts.join(', ')})`
      : `image_url: this integration lists no image hosts; an administrator adds them in /admin`
  return null
}

/** Where the /admin upload's image URLs may point: the hosts of every live catalogue integration. */
export async function catalogImageHosts(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'integrations',
    where: { and: [{ revoked: { not_equals: true } }, { scopes: { contains: 'catalog:write' } }] },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return [...new Set(docs.flatMap((d) => imageHostList(d.image_hosts)))]
}

/** Queues the fetch of a product's new image source, in the write that set it. */
export async function queueProductImage(req: PayloadRequest, product: number, url: string) {
  await req.payload.jobs.queue({
    task: 'fetch-product-image',
    queue: productImageQueue,
    input: { product, url },
    req,
  })
}

let running: Promise<unknown> | null = null
/** Runs the queued fetches now (after a batch has answered); one run at a time in this process. */
export function runProductImageQueue(payload: Payload) {
  running ??= payload.jobs
    .run({ queue: productImageQueue, limit: 20, overrideAccess: true })
    .catch((error) => console.error('[product-images] the queue run failed', error))
    .finally(() => (running = null))
}

/** Pages and search show fetched images together: one purge a second at most while images arrive. */
let purgeTimer: NodeJS.Timeout | null = null
const purgeSoon = () => {
  purgeTimer ??= setTimeout(() => {
    purgeTimer = null
    expireReads('products')
  }, 1000)
}

class Permanent extends Error {}

async function download(url: string): Promise<{ data: Buffer; mimetype: string }> {
  let response
  try {
    response = await outboundFetch(url, { redirect: 'error', signal: AbortSignal.timeout(fetchTimeoutMs) })
  } catch (error) {
    // A private address stays private; a name that did not resolve may resolve on a retry.
    if (error instanceof RefusedAddress && error.reason === 'private') throw new Permanent(error.message)
    throw error
  }
  if (response.status >= 400 && response.status < 500)
    throw new Permanent(`the host answered ${response.status}`)
  if (!response.ok || !response.body) throw new Error(`the host answered ${response.status}`)
  const mimetype = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (!imageTypes[mimetype])
    throw new Permanent(`not an image (${mimetype || 'no Content-Type'}); JPEG, PNG, WebP, AVIF or GIF`)
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > maxImageBytes) throw new Permanent(`over ${maxImageBytes / 1024 / 1024} MB`)
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = response.body.getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength
    if (size > maxImageBytes) {
      await reader.cancel()
      throw new Permanent(`over ${maxImageBytes / 1024 / 1024} MB`)
    }
    chunks.push(read.value)
  }
  return { data: Buffer.concat(chunks), mimetype }
}

/**
 * Fetches a product's image source into the media library and makes it the product's image. A source
 * replaced meanwhile is skipped; a permanent problem (4xx, not an image, too large, a private address) is
 * recorded on the product and not retried; anything else is recorded and retried with backoff.
 */
export const fetchProductImageTask: TaskConfig<{
  input: { product: number; url: string }
  output: { media: number | null }
}> = {
  slug: 'fetch-product-image',
  label: 'Ambil gambar produk dari URL',
  retries: { attempts: 4, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [
    { name: 'product', type: 'number', required: true },
    { name: 'url', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'media', type: 'number' }],
  handler: async ({ input, req }) => {
    const { payload } = req
    const product = await payload.findByID({
      collection: 'products',
      id: input.product,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!product || product.image_source_url !== input.url) return { output: { media: null } }
    const record = (problem: string | null, images?: number[]) =>
      payload.update({
        collection: 'products',
        id: product.id,
        overrideAccess: true,
        data: { image_fetch_error: problem, ...(images ? { images } : {}) },
        context: { skipRevalidate: true },
      })
    let file: { data: Buffer; mimetype: string }
    try {
      file = await download(input.url)
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      await record(`${new Date().toISOString()}: ${reason}`)
      if (error instanceof Permanent) return { output: { media: null } }
      throw error
    }
    const media = await payload.create({
      collection: 'media',
      overrideAccess: true,
      data: { alt: product.name },
      file: {
        data: file.data,
        mimetype: file.mimetype,
        name: `${product.sku.replace(/[^A-Za-z0-9._-]/g, '-')}.${imageTypes[file.mimetype]}`,
        size: file.data.byteLength,
      },
    })
    await record(null, [media.id])
    purgeSoon()
    return { output: { media: media.id } }
  },
}
