import { relationId } from '../data/relation'
import { getPayloadClient } from '../payload'
import type { IntegrationErrorCode } from './answers'
import type { Integration } from './authenticate'
import { disableProductsNotIn } from './products-csv'
import { productsChanged, upsertProducts } from './products'

/*
 * Full syncs sent as JSON batches (issue 39): a CSV file with `?full_sync=true` is a run by itself; a system
 * that sends its range as batches opens a run, names it on each batch (`?sync_run=<id>`), and completes it,
 * whereupon the enabled products no batch named are disabled (never deleted). A row a batch refused still
 * names its SKU, so a typo in a price never takes a product out. A run stays open 24 hours.
 */
export const syncRunHours = 24

type Problem = { problem: { status: number; code: IntegrationErrorCode; message: string } }
type Run = {
  id: number
  status: 'open' | 'completed'
  createdAt: string
  named?: number | null
  disabled?: number | null
}

const problem = (status: number, code: IntegrationErrorCode, message: string): Problem => ({
  problem: { status, code, message },
})

export async function openSyncRun(integration: Integration) {
  const payload = await getPayloadClient()
  const run = await payload.create({
    collection: 'product-sync-runs',
    data: { integration: integration.id, status: 'open', batches: 0 },
    overrideAccess: true,
    depth: 0,
  })
  return {
    run_id: String(run.id),
    status: 'open',
    expires_at: new Date(Date.parse(run.createdAt) + syncRunHours * 3_600_000).toISOString(),
  }
}

/** The integration's own run `id`, if it may still take batches (or be completed); else why not. */
async function ownRun(integration: Integration, id: string, forCompletion = false): Promise<Run | Problem> {
  const payload = await getPayloadClient()
  const run = /^\d{1,12}$/.test(id)
    ? await payload.findByID({
        collection: 'product-sync-runs',
        id: Number(id),
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
    : null
  const owner = run && relationId(run.integration)
  // Another integration's run reads as no run: a key learns nothing of others' runs.
  if (!run || owner !== integration.id)
    return problem(404, 'sync_run_not_found', `sync_run: no open sync run ${id} of this integration.`)
  if (run.status === 'completed' && !forCompletion)
    return problem(409, 'sync_run_closed', `sync_run: run ${id} is completed; open a new run for a new sync.`)
  if (run.status === 'open' && Date.now() - Date.parse(run.createdAt) > syncRunHours * 3_600_000)
    return problem(
      409,
      'sync_run_closed',
      `sync_run: run ${id} expired after ${syncRunHours} hours; open a new one.`,
    )
  return run as Run
}

/** A refusal as the integration API answers it. */
const refusal = ({ problem: p }: Problem) => ({
  status: p.status,
  body: { error: { code: p.code, message: p.message } },
})

/**
 * A JSON batch of products, upserted by SKU; with `runId`, a batch of that full sync: the run is checked
 * before a row is written, and the SKUs the batch named recorded after.
 */
export async function importProductBatch(integration: Integration, rows: unknown[], runId: string | null) {
  const run = runId === null ? null : await ownRun(integration, runId)
  if (run && 'problem' in run) return refusal(run)
  const answer = await upsertProducts(await getPayloadClient(), rows, integration.imageHosts)
  if (!run) return { body: answer }
  await recordSyncBatch(run, rows)
  return { body: { ...answer, sync_run: runId } }
}

/** Records the SKUs a batch of the run named (every row's, refused or not). */
async function recordSyncBatch(run: Run, rows: unknown[]) {
  const skus = [
    ...new Set(
      rows.flatMap((row) =>
        row && typeof row === 'object' && typeof (row as { sku?: unknown }).sku === 'string'
          ? [(row as { sku: string }).sku.trim()]
          : [],
      ),
    ),
  ]
  const payload = await getPayloadClient()
  await payload.create({
    collection: 'product-sync-batches',
    data: { run: run.id, skus },
    overrideAccess: true,
    depth: 0,
  })
}

/**
 * Completes a run: the enabled products none of its batches named are disabled, once. Completing it again
 * answers the same counts.
 */
export async function completeSyncRun(integration: Integration, id: string) {
  const run = await ownRun(integration, id, true)
  if ('problem' in run) return refusal(run)
  if (run.status === 'completed')
    return { body: { run_id: id, status: 'completed', named: run.named ?? 0, disabled: run.disabled ?? 0 } }
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'product-sync-batches',
    where: { run: { equals: run.id } },
    select: { skus: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const named = new Set(docs.flatMap((d) => (Array.isArray(d.skus) ? (d.skus as string[]) : [])))
  if (named.size === 0)
    return refusal(
      problem(
        400,
        'invalid_request',
        `sync_run: run ${id} has no batch naming a product, so none was disabled.`,
      ),
    )
  const disabled = await disableProductsNotIn(payload, named)
  if (disabled > 0) productsChanged(payload)
  await payload.update({
    collection: 'product-sync-runs',
    id: run.id,
    data: {
      status: 'completed',
      batches: docs.length,
      named: named.size,
      disabled,
      completed_at: new Date().toISOString(),
    },
    overrideAccess: true,
    depth: 0,
  })
  // The run keeps its counts; the SKU lists have served.
  await payload.delete({
    collection: 'product-sync-batches',
    where: { run: { equals: run.id } },
    overrideAccess: true,
  })
  return { body: { run_id: id, status: 'completed', named: named.size, disabled } }
}
