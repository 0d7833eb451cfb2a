import type { CollectionSlug, PayloadRequest } from 'payload'

/** A JSON answer of a back-office endpoint: never cached. */
export const answer = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'private, no-store' } })

/** A refusal in Payload's own error shape, which the back-office shows in its toast. */
export const problem = (status: number, message: string) => answer({ errors: [{ message }] }, status)

/**
 * The small JSON body of a drafted document's endpoint (collections/drafts.ts: schedule, preview link), or
 * the refusal to send: too large, or not JSON (`example` says what to send). An empty body is `{}`.
 */
export async function smallJsonBody(
  req: PayloadRequest,
  example: string,
): Promise<{ body: Record<string, unknown> } | { refusal: Response }> {
  const text = (await req.text?.().catch(() => '')) ?? ''
  if (text.length > 1000) return { refusal: problem(413, 'Permintaan terlalu besar.') }
  try {
    const body: unknown = JSON.parse(text.trim() || '{}')
    if (body && typeof body === 'object' && !Array.isArray(body))
      return { body: body as Record<string, unknown> }
  } catch {
    // below
  }
  return { refusal: problem(400, `Kirim JSON ${example}.`) }
}

/** The document of the endpoint's `:id` as its latest draft, read under the caller's access; null if none. */
export async function latestDraft(req: PayloadRequest, collection: string) {
  const id = Number(req.routeParams?.id)
  if (!Number.isInteger(id)) return null
  const doc = await req.payload.findByID({
    collection: collection as CollectionSlug,
    id,
    draft: true,
    depth: 0,
    user: req.user,
    overrideAccess: false,
    disableErrors: true,
  })
  return doc ? { id, doc: doc as unknown as Record<string, unknown> } : null
}
