import type { ServerResponse } from 'node:http'

import { resolvePayloadSecret } from '@/lib/secret'

import { backOfficePrefixes, integrationPrefixes, isUnder } from '../../../scripts/route-prefixes.mjs'
import { cookieValue, previewCookieName, previewTokenExpiry } from './token'

type Shared = { response?: () => ServerResponse | undefined }
const shared = () =>
  (globalThis as typeof globalThis & { __rumahLokaObservability?: Shared }).__rumahLokaObservability

/** The back-office and the integration API read what they read whatever cookie the browser holds. */
const neverPreviewed = [...backOfficePrefixes, ...integrationPrefixes]

/**
 * Whether the request this code runs for is a public page or call opened with a valid preview cookie
 * (src/app/api/preview): its reads of drafted content then read the latest drafts, past every cache. Read
 * from the request scripts/serve.mjs is answering, so it needs no Next.js request API (and holds in route
 * handlers, pages and their data alike). The back-office is never a preview (staff who previewed a page go on
 * seeing the dashboard's published dates), nor is anything outside a request or outside serve.mjs (`next
 * dev`, commands). scripts/page-cache.mjs never keeps or answers a request with this cookie, whatever its
 * value.
 */
export function inPreview(): boolean {
  const req = shared()?.response?.()?.req
  const cookie = req?.headers.cookie
  if (!cookie?.includes(previewCookieName)) return false
  if (isUnder((req!.url ?? '/').split('?')[0]!, neverPreviewed)) return false
  return previewTokenExpiry(cookieValue(cookie, previewCookieName), resolvePayloadSecret()) !== null
}
