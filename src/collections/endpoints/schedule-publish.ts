import type { CollectionSlug, Endpoint } from 'payload'

import { canPublishUser } from '../access'

const answer = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'private, no-store' } })
const problem = (status: number, message: string) => answer({ errors: [{ message }] }, status)

/** How far ahead a publish may be scheduled. */
const maxAheadMs = 366 * 86_400_000

/**
 * `POST /cms-api/<collection>/<id>/schedule` `{ "type": "publish" | "unpublish", "at": "<ISO time>" }`:
 * the REST twin of the back-office's "Schedule publish" drawer, for scripts and the retailer's tools. It
 * queues the same job (Payload's `schedulePublish` task, with the scheduling staff member as its user, so
 * the publish runs under their access), which the jobs queue runs at that time (payload.config.ts).
 * Publishers and administrators only, as the drawer.
 */
export function schedulePublishEndpoint(collection: string): Endpoint {
  return {
    path: '/:id/schedule',
    method: 'post',
    handler: async (req) => {
      if (!canPublishUser(req.user))
        return problem(403, 'Hanya penerbit (publisher) dan administrator yang dapat menjadwalkan terbit.')
      const text = (await req.text?.().catch(() => '')) ?? ''
      if (text.length > 1000) return problem(413, 'Permintaan terlalu besar.')
      let body: { type?: unknown; at?: unknown }
      try {
        body = JSON.parse(text || '{}') as typeof body
      } catch {
        return problem(400, 'Kirim JSON { "type": "publish", "at": "2026-12-12T00:00:00+07:00" }.')
      }
      const type = body.type ?? 'publish'
      if (type !== 'publish' && type !== 'unpublish')
        return problem(400, 'type harus publish atau unpublish.')
      const at = typeof body.at === 'string' ? new Date(body.at) : null
      if (!at || Number.isNaN(at.getTime()) || !/(Z|[+-]\d\d:\d\d)$/.test(String(body.at)))
        return problem(400, 'at harus waktu ISO 8601 dengan zona waktu, misalnya 2026-12-12T00:00:00+07:00.')
      const now = Date.now()
      if (at.getTime() <= now) return problem(400, 'Waktu terbit harus di masa depan.')
      if (at.getTime() > now + maxAheadMs)
        return problem(400, 'Waktu terbit paling lambat setahun dari sekarang.')
      const id = Number(req.routeParams?.id)
      const doc = Number.isInteger(id)
        ? await req.payload.findByID({
            collection: collection as CollectionSlug,
            id,
            depth: 0,
            draft: true,
            user: req.user,
            overrideAccess: false,
            disableErrors: true,
          })
        : null
      if (!doc) return problem(404, 'Dokumen tidak ditemukan.')
      const job = await req.payload.jobs.queue({
        task: 'schedulePublish',
        input: {
          type,
          doc: { relationTo: collection, value: String(id) },
          user: { relationTo: 'users', value: req.user!.id },
        } as never,
        waitUntil: at,
        req,
      })
      return answer({ id: job.id, type, at: at.toISOString() }, 201)
    },
  }
}
