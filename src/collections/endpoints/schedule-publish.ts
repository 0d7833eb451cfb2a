import type { Endpoint } from 'payload'

import { canPublishUser } from '../access'
import { answer, latestDraft, problem, smallJsonBody } from './draft-endpoint'

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
      const read = await smallJsonBody(req, '{ "type": "publish", "at": "2026-12-12T00:00:00+07:00" }')
      if ('refusal' in read) return read.refusal
      const { body } = read
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
      const found = await latestDraft(req, collection)
      if (!found) return problem(404, 'Dokumen tidak ditemukan.')
      const job = await req.payload.jobs.queue({
        task: 'schedulePublish',
        input: {
          type,
          doc: { relationTo: collection, value: String(found.id) },
          user: { relationTo: 'users', value: req.user!.id },
        } as never,
        waitUntil: at,
        req,
      })
      return answer({ id: job.id, type, at: at.toISOString() }, 201)
    },
  }
}
