import type { Payload, Where } from 'payload'

import { outsideRequest } from '../async-context'

/** A job still marked running this long after its last update was cut off (a crash, a kill, a restart). */
export const staleJobAfterMs = 60 * 60_000
/**
 * A scheduled publish or unpublish takes well under a second: one still marked running after two minutes
 * (STALE_PUBLISH_JOB_SECONDS) was cut off, and shoppers wait for it (a publish at midnight must not become
 * one at one o'clock).
 */
export const stalePublishAfterMs = () => Number(process.env.STALE_PUBLISH_JOB_SECONDS || 120) * 1000

/**
 * Payload runs only jobs not marked `processing`, and schedules no new one while one is: a job cut off by a
 * crash would otherwise stop its queue for good (the nightly backup above all). Such jobs are handed back to
 * the queue, at start and every minute; a job a live instance is running has a fresh `updatedAt`. On SQLite
 * one process owns the database (a second cannot start on the same file), so at its start every job marked
 * running was cut off by the one before: all go back at once (`atStart`).
 */
export async function releaseStaleJobs(payload: Payload, now = new Date(), atStart = false): Promise<number> {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString()
  const stale: Where =
    atStart && payload.db.name === 'sqlite'
      ? {}
      : {
          or: [
            { updatedAt: { less_than: before(staleJobAfterMs) } },
            {
              and: [
                { taskSlug: { equals: 'schedulePublish' } },
                { updatedAt: { less_than: before(stalePublishAfterMs()) } },
              ],
            },
          ],
        }
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: { and: [{ processing: { equals: true } }, stale] },
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
  const sweep = (atStart = false) =>
    void releaseStaleJobs(payload, new Date(), atStart).catch((error) =>
      payload.logger.error({ err: error }, '[jobs] sweep failed'),
    )
  sweep(true)
  // Every minute, or twice within a shorter STALE_PUBLISH_JOB_SECONDS.
  const every = Math.min(60_000, Math.max(1000, stalePublishAfterMs() / 2))
  timer = outsideRequest(() => setInterval(sweep, every))
  timer.unref()
}
