import type { NextRequest } from 'next/server'
import type { z } from 'zod'

import type { CallSpec } from './call'
import { contractConfig } from './config'
import { badRequest, forbidden, serverError, tooLarge, tooMany, unauthorized } from './envelope'
import { BodyTooLarge, readCappedBody, withMultipartSlot } from './body'
import { clientAddress } from '../security/client-address'
import { consume } from '../security/rate-limit'
import { verifySelfServiceToken } from '../selfservice/token'
import { getPayloadClient } from '../payload'
import { isStaffUser } from '../../collections/access'

type Parsed<T> = T extends z.ZodType ? z.infer<T> : undefined
/**
 * What a handler gets: validated input, the client's address, and whether a signed-in staff
 * session makes the request (`staff` when the pipeline already checked; `isStaff()` asks once).
 */
type Input<Q, B> = {
  query: Parsed<Q>
  body: Parsed<B>
  request: NextRequest
  staff: boolean
  isStaff: () => Promise<boolean>
  client: string
}

/** The value at a validation issue's path in the raw input (zod 4 issues do not carry it). */
function valueAt(input: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  )
}

/** Zod's own wording, as opposed to a message our schemas chose for people. */
const isDefaultMessage = (message: string) => /^(Invalid|Too (small|big)|Expected|Unrecognized)/.test(message)

/**
 * The first problem of a failed validation for the 400 message. Our schemas' own messages
 * already name the field the way a person knows it ("Email tidak Valid"); zod's defaults get
 * the field's name in front, and a missing field reads "<field> is required".
 */
export function describeIssue(error: z.ZodError, input: unknown): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid request'
  const field = issue.path.join('.')
  if (!field || !isDefaultMessage(issue.message)) return issue.message
  const value = valueAt(input, issue.path)
  if (issue.code === 'invalid_type' && (value === undefined || value === '')) return `${field} is required`
  return `${field}: ${issue.message}`
}

async function isStaffRequest(request: NextRequest): Promise<boolean> {
  try {
    const payload = await getPayloadClient()
    const { user } = await payload.auth({ headers: request.headers })
    return isStaffUser(user)
  } catch {
    return false
  }
}

/** Why a request may not make this call, or null when it may. */
async function accessProblem(spec: CallSpec, request: NextRequest): Promise<string | null> {
  const c = contractConfig
  const h = request.headers
  if (h.get(c.websiteKeyHeader) !== c.websiteKey || h.get(c.companyCodeHeader) !== c.companyCode) {
    return 'Missing or invalid website key or company code'
  }
  if (spec.access === 'selfservice') {
    if (h.get(c.businessUnitHeader) !== c.businessUnit)
      return `Missing or invalid business unit code (${c.businessUnitHeader})`
    if (!h.get(c.siteCodeHeader)?.trim()) return `Missing site code (${c.siteCodeHeader})`
    // It is stored as the record's channel: a short code, not free text.
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(h.get(c.siteCodeHeader)!.trim()))
      return `Invalid site code (${c.siteCodeHeader}): letters, digits, - and _ only`
    const token = h.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1]
    if (!token || !(await verifySelfServiceToken(token))) return 'Missing, invalid or expired access token'
  }
  if (spec.access === 'intranet' && h.get('intranet') !== c.intranetKey)
    return 'Missing or invalid Intranet header'
  return null
}

/**
 * No text a person types holds U+0000, and PostgreSQL refuses to store or compare one (a 500 there): a 400
 * here.
 */
const nulMessage = 'The request holds a character that is not allowed (U+0000)'
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > 20 || !value || typeof value !== 'object') return false
  if (value instanceof Blob) return false
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1))
}

/**
 * Serves one declared call: checks headers (and the self-service token or Intranet header),
 * rate-limits writes, validates query and body with zod (a 400 naming the field) and hands plain
 * values to a domain service. Bad input never gives a 500; an unexpected failure is logged and
 * answered with the generic message.
 */
export function contractRoute<Q extends z.ZodType | undefined, B extends z.ZodType | undefined>(
  spec: CallSpec<Q, B>,
  handle: (input: Input<Q, B>) => Promise<Response>,
) {
  return async (request: NextRequest): Promise<Response> => {
    try {
      const problem = await accessProblem(spec, request)
      if (problem) return unauthorized(problem)
      const client = clientAddress(request.headers)
      if (spec.write) {
        const wait = await consume('write', `${client} ${spec.path}`)
        if (wait > 0) return tooMany(wait)
      }
      // Uploads are read and handled a bounded number at a time (see body.ts).
      return await (spec.bodyType === 'multipart' ? withMultipartSlot(() => serve(client)) : serve(client))
    } catch (error) {
      console.error(`[contract] ${request.method} ${request.nextUrl.pathname} failed`, error)
      return serverError()
    }

    async function serve(client: string): Promise<Response> {
      let query: unknown
      let body: unknown
      if (spec.query) {
        const raw = Object.fromEntries(request.nextUrl.searchParams)
        if (holdsNul(raw)) return badRequest(nulMessage)
        const parsed = spec.query.safeParse(raw)
        if (!parsed.success) return badRequest(describeIssue(parsed.error, raw))
        query = parsed.data
      }
      if (spec.body) {
        let raw: unknown
        try {
          raw = await readCappedBody(request, spec.bodyType ?? 'json')
        } catch (error) {
          if (error instanceof BodyTooLarge) return tooLarge(error.limit)
          return badRequest(
            spec.bodyType === 'multipart'
              ? 'The request body must be multipart form data'
              : 'The request body must be valid JSON',
          )
        }
        if (holdsNul(raw)) return badRequest(nulMessage)
        const parsed = spec.body.safeParse(raw)
        if (!parsed.success) return badRequest(describeIssue(parsed.error, raw))
        body = parsed.data
      }
      // Disabled rows are for staff only: a signed-in back-office session (cookie or JWT header).
      const wantsDisabled = [query, body].some(
        (v) => (v as { is_enabled?: boolean } | undefined)?.is_enabled === false,
      )
      let staffCheck: Promise<boolean> | null = null
      const isStaff = () => (staffCheck ??= isStaffRequest(request))
      const staff = wantsDisabled ? await isStaff() : false
      if (wantsDisabled && !staff) return forbidden('is_enabled=false needs staff rights')
      return handle({ query: query as Parsed<Q>, body: body as Parsed<B>, request, staff, isStaff, client })
    }
  }
}
