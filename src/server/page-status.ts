import type { ServerResponse } from 'node:http'

type Shared = { response?: () => ServerResponse | undefined }
const shared = () =>
  (globalThis as typeof globalThis & { __rumahLokaObservability?: Shared }).__rumahLokaObservability

/**
 * Sets the status of the page being rendered on the answer scripts/serve.mjs is writing (the page runs before
 * its head is sent, and Next.js keeps a status it did not set itself). Only a document's own answer: Next's
 * data requests (client navigation, server actions) keep theirs, since a flight answer that is not OK makes
 * the browser load the page again in full. False outside serve.mjs (`next dev`) or once the head is out.
 */
export function setPageStatus(status: number): boolean {
  const res = shared()?.response?.()
  if (!res || res.headersSent) return false
  const req = res.req
  if (req && (req.headers.rsc || req.headers['next-action'])) return true
  res.statusCode = status
  return true
}
