import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The one Payload instance of this process (Payload caches it across calls), with the job queue's timers
 * (nightly backup and personal-data removal, product images): Payload starts them only for a `getPayload`
 * that asks. scripts/serve.mjs asks for /up/ready once it listens, so they start with the server, in the
 * app's own module graph (an instance made from instrumentation's graph would throw errors of another copy
 * of Payload's classes, which Payload's error formatter no longer recognises).
 */
export function getPayloadClient(): Promise<Payload> {
  // Only in the server: tests and commands that use this in their own process start no timers.
  return getPayload({ config, cron: '__rumahLokaLifecycle' in globalThis })
}
