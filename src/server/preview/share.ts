import type { Endpoint } from 'payload'

import { isStaffUser } from '@/collections/access'
import { answer, latestDraft, problem, smallJsonBody } from '@/collections/endpoints/draft-endpoint'
import { resolvePayloadSecret } from '@/lib/secret'

import { previewTarget } from './target'
import { maxSharedPreviewHours, signPreviewToken } from './token'

/**
 * `POST /cms-api/<collection>/<id>/preview-link` `{ hours }` (staff only): a link to the page that shows the
 * document's latest draft, for someone without a back-office account (a manager), valid for `hours` (1 to
 * 168, 24 when left out). The path comes from the collection (collections/index.ts `draftedCollections`).
 */
export function previewLinkEndpoint(
  collection: string,
  previewPath: (doc: Record<string, unknown>) => string | null,
): Endpoint {
  return {
    path: '/:id/preview-link',
    method: 'post',
    handler: async (req) => {
      if (!isStaffUser(req.user)) return problem(403, 'Hanya staf yang dapat membuat tautan pratinjau.')
      const read = await smallJsonBody(req, '{ "hours": 24 }')
      if ('refusal' in read) return read.refusal
      const hours = read.body.hours ?? 24
      if (typeof hours !== 'number' || !Number.isInteger(hours) || hours < 1 || hours > maxSharedPreviewHours)
        return problem(400, `hours harus bilangan bulat 1–${maxSharedPreviewHours}.`)
      const found = await latestDraft(req, collection)
      if (!found) return problem(404, 'Dokumen tidak ditemukan.')
      const path = previewTarget(previewPath(found.doc))
      if (!path) return problem(400, 'Dokumen ini belum punya halaman: isi slug-nya dulu.')
      const expires = Date.now() + hours * 3600_000
      const token = signPreviewToken(expires, resolvePayloadSecret())
      return answer({
        url: `/api/preview?${new URLSearchParams({ path, token })}`,
        expires_at: new Date(expires).toISOString(),
      })
    },
  }
}
