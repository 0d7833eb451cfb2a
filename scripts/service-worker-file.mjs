import path from 'node:path'

/**
 * Where the service worker's bundle goes (scripts/service-worker.mjs); left out of the build's source
 * fingerprint (scripts/lib.mjs), being made from it.
 */
export const serviceWorkerFile = path.join('public', 'sw.js')
