/**
 * Request bodies read with a cap: refused by their declared length before a byte is read, and cut off while
 * streaming when they send more (or declare nothing). `scripts/request-guard.mjs` refuses oversized bodies
 * for the whole server already; this keeps the calls safe under `next start` and `next dev` too.
 */
export const bodyLimits = { json: 1024 * 1024, multipart: 26 * 1024 * 1024 } as const

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`Request body over ${limit} bytes`)
  }
}

export async function readBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length'))
  if (declared > limit) throw new BodyTooLarge(limit)
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel()
      throw new BodyTooLarge(limit)
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes
}

/**
 * Multipart requests (up to 26 MB of photos) are read and handled two at a time; the rest wait with their
 * bytes still in the network's buffers. A burst of uploads then holds a bounded amount of memory, not a copy
 * each.
 */
const multipartSlots = { free: 2, waiting: [] as (() => void)[] }
export async function withMultipartSlot<T>(read: () => Promise<T>): Promise<T> {
  if (multipartSlots.free > 0) multipartSlots.free--
  else await new Promise<void>((resolve) => multipartSlots.waiting.push(resolve))
  try {
    return await read()
  } finally {
    const next = multipartSlots.waiting.shift()
    if (next) next()
    else multipartSlots.free++
  }
}

/** The body as plain values: JSON, or multipart fields (a repeated name becomes an array). */
export async function readCappedBody(request: Request, type: 'json' | 'multipart'): Promise<unknown> {
  if (type === 'multipart') {
    const bytes = await readBytes(request, bodyLimits.multipart)
    const form = await new Response(bytes, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData()
    const out: Record<string, unknown> = {}
    form.forEach((value, key) => {
      const existing = out[key]
      out[key] =
        existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value]
    })
    return out
  }
  const text = new TextDecoder().decode(await readBytes(request, bodyLimits.json))
  return text.trim() ? JSON.parse(text) : {}
}
