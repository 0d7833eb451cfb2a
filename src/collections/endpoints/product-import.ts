import type { Endpoint } from 'payload'

import { isStaffUser } from '../access'
import { isCsvType } from '../../../scripts/request-guard.mjs'
import { importProductCsv } from '../../server/integration/products-csv'
import { catalogImageHosts } from '../../server/integration/product-images'

const answer = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'private, no-store' } })

/**
 * POST /cms-api/products/import — a product file uploaded in /admin (the list's "Impor CSV"), read as the
 * integration API reads one: streamed, a batch of 1,000 rows at a time, so of any length (the request guard
 * lets this path through uncapped, scripts/request-guard.mjs). Administrators and editors, who keep the
 * catalogue; `?full_sync=true` disables the products the file leaves out. Image URLs may point at the hosts
 * any live catalogue integration lists.
 */
export const productImportEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
    if (!isStaffUser(req.user) || !['admin', 'editor'].includes(String(req.user?.role)))
      return answer(
        { errors: [{ message: 'Hanya administrator dan editor yang dapat mengimpor katalog.' }] },
        403,
      )
    if (!isCsvType(req.headers.get('content-type') ?? ''))
      return answer({ errors: [{ message: 'Kirim berkas CSV (Content-Type: text/csv).' }] }, 415)
    if (!req.body) return answer({ errors: [{ message: 'Berkasnya kosong.' }] }, 400)
    const fullSync = new URL(req.url ?? '', 'http://site').searchParams.get('full_sync') === 'true'
    const result = await importProductCsv(req.payload, req.body, {
      fullSync,
      imageHosts: await catalogImageHosts(req.payload),
      uploader: `staff:${req.user?.id}`,
    })
    req.payload.logger.info(
      {
        user: req.user?.id,
        fullSync,
        status: result.status,
        ...('summary' in result.body ? result.body.summary : {}),
      },
      '[catalog] product file imported in /admin',
    )
    return answer(result.body, result.status)
  },
}
