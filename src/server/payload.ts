import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload instance of this process (Payload caches it across calls). */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}

/**
 * Starts Payload's job queue timers in this process (the nightly backup and personal-data removal, product
 * images): Payload starts them only for a `getPayload` that asks (its admin and REST routes do), so a server
 * nobody signs in to after a restart would otherwise never run its nightly jobs.
 */
export function startJobTimers(): Promise<Payload> {
  return getPayload({ config, cron: true })
}
