import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The one Payload instance of this process (Payload caches it across calls), with the job queue's timers
 * (nightly backup and personal-data removal, product images): Payload starts them only for a `getPayload`
 * that asks. scripts/serve.mjs asks for /up/ready once it listens, so they start with the server, in the
 * app's own module graph (an instance made from instrumentation's graph would throw errors of another copy
 * of Payload's classes, which Payload's error formatter no longer recognises).
 *
 * For code outside Payload only: routes, pages, commands. A collection's hooks and endpoints, a job and the
 * config's onInit are handed the instance (req.payload, onInit's payload) and pass it on: a service they call
 * takes `payload` (or the hook's `req`, to join its transaction) as an argument and never imports this file,
 * which imports the config that imports them (.dependency-cruiser.cjs checks both).
 */
export function getPayloadClient(): Promise<Payload> {
  // Only in the server: tests and commands that use this in their own process start no timers.
  return getPayload({ config, cron: '__rumahLokaLifecycle' in globalThis })
}
