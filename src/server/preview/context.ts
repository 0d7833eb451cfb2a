import type { ServerResponse } from 'node:http'

import { resolvePayloadSecret } from '@/lib/secret'

import { cookieValue, previewCookieName, previewTokenExpiry } from './token'

type Shared = { response?: () => ServerResponse | undefined }
const shared = () =>
  (globalThis as typeof globalThis & { __rumahLokaObservability?: Shared }).__rumahLokaObservability

/**
 * Whether the request this code runs for carries a valid preview cookie (src/app/api/preview): its reads of
 * drafted content then read the latest drafts, past every cache. Read from the request scripts/serve.mjs is
 * answering, so it needs no Next.js request API (and holds in route handlers, pages and their data alike).
 * False outside a request, and outside serve.mjs (`next dev`, commands). scripts/page-cache.mjs never keeps
 * or
 * answers a request with this cookie, whatever its value, and Next marks such dynamic answers `no-store`.
 */
export function inPreview(): boolean {
  const cookie = shared()?.response?.()?.req?.headers.cookie
  if (!cookie?.includes(previewCookieName)) return false
  return previewTokenExpiry(cookieValue(cookie, previewCookieName), resolvePayloadSecret()) !== null
}
