import type { Payload } from 'payload'

import { outsideRequest } from '../async-context'

/** A job still marked running this long after its last update was cut off (a crash, a kill, a restart). */
export const staleJobAfterMs = 60 * 60_000

/**
 * Payload runs only jobs not marked `processing`, and schedules no new one while one is: a job cut off by a
 * crash would otherwise stop its queue for good (the nightly backup above all). Such jobs are handed back to
 * the queue, at start and every 10 minutes; a job a live instance is running has a fresh `updatedAt`.
 */
export async function releaseStaleJobs(payload: Payload, now = new Date()): Promise<number> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { processing: { equals: true } },
        { updatedAt: { less_than: new Date(now.getTime() - staleJobAfterMs).toISOString() } },
      ],
    },
    data: { processing: false },
    overrideAccess: true,
    depth: 0,
  })
  if (docs.length)
    payload.logger.warn(`[jobs] ${docs.length} job(s) cut off while running were handed back to the queue`)
  return docs.length
}

let timer: NodeJS.Timeout | null = null
export function watchStaleJobs(payload: Payload): void {
  if (timer) return
  const sweep = () =>
    void releaseStaleJobs(payload).catch((error) =>
      payload.logger.error({ err: error }, '[jobs] sweep failed'),
    )
  sweep()
  timer = outsideRequest(() => setInterval(sweep, 10 * 60_000))
  timer.unref()
}
