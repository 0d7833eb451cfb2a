import type { CollectionSlug, Endpoint } from 'payload'

import { isStaffUser } from '@/collections/access'
import { resolvePayloadSecret } from '@/lib/secret'

import { previewTarget } from './target'
import { maxSharedPreviewHours, signPreviewToken } from './token'

const problem = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'private, no-store' } })

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
      const text = (await req.text?.().catch(() => '')) ?? ''
      if (text.length > 1000) return problem(413, 'Permintaan terlalu besar.')
      let hours: unknown = 24
      if (text.trim()) {
        try {
          hours = (JSON.parse(text) as { hours?: unknown }).hours ?? 24
        } catch {
          return problem(400, 'Kirim JSON { "hours": 24 }.')
        }
      }
      if (typeof hours !== 'number' || !Number.isInteger(hours) || hours < 1 || hours > maxSharedPreviewHours)
        return problem(400, `hours harus bilangan bulat 1–${maxSharedPreviewHours}.`)
      const id = Number(req.routeParams?.id)
      const doc = Number.isInteger(id)
        ? await req.payload.findByID({
            collection: collection as CollectionSlug,
            id,
            draft: true,
            depth: 0,
            user: req.user,
            overrideAccess: false,
            disableErrors: true,
          })
        : null
      if (!doc) return problem(404, 'Dokumen tidak ditemukan.')
      const path = previewTarget(previewPath(doc as unknown as Record<string, unknown>))
      if (!path) return problem(400, 'Dokumen ini belum punya halaman: isi slug-nya dulu.')
      const expires = Date.now() + hours * 3600_000
      const token = signPreviewToken(expires, resolvePayloadSecret())
      return Response.json(
        {
          url: `/api/preview?${new URLSearchParams({ path, token })}`,
          expires_at: new Date(expires).toISOString(),
        },
        { headers: { 'cache-control': 'private, no-store' } },
      )
    },
  }
}
