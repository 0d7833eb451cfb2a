import { headers } from 'next/headers'

import { canPublishUser } from '@/collections/access'

import { signedInAs } from './session'

/**
 * The back-office's server functions that only a publisher may call: Payload's "Schedule Publish" drawer
 * queues, and cancels, scheduled publishes with access overridden (its cancel checks nothing but a session),
 * so an editor could otherwise cancel a scheduled unpublish and keep content live.
 */
const publishersOnly = new Set(['schedule-publish', 'get-upcoming-scheduled-publish'])

/** Why the signed-in person may not call this server function, or null when they may. */
export async function serverFunctionRefusal(name: string): Promise<string | null> {
  if (!publishersOnly.has(name)) return null
  return canPublishUser(await signedInAs(await headers()))
    ? null
    : 'Hanya penerbit (publisher) dan administrator yang dapat menjadwalkan atau membatalkan jadwal terbit.'
}
