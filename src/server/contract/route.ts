import type { NextRequest } from 'next/server'
import type { z } from 'zod'

import { contractConfig } from './config'
import { badRequest, forbidden, serverError, unauthorized } from './envelope'
import { getPayloadClient } from '../payload'

type Input<Q, B> = { query: Q; body: B; request: NextRequest; staff: boolean }

type Options<QS extends z.ZodType, BS extends z.ZodType> = {
  query?: QS
  body?: BS
  /** How the body is sent: JSON (default) or multipart form data. */
  bodyType?: 'json' | 'multipart'
  handle: (input: Input<z.infer<QS>, z.infer<BS>>) => Promise<Response>
}

/** The value at a validation issue's path in the raw input (zod 4 issues do not carry it). */
function valueAt(input: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), input)
}

/** The first problem of a failed validation, naming its field, for the 400 message. */
export function describeIssue(error: z.ZodError, input: unknown): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid request'
  const field = issue.path.join('.')
  const missing = valueAt(input, issue.path) === undefined || valueAt(input, issue.path) === ''
  if (issue.code === 'invalid_type' && missing && field) return `${field} is required`
  return field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message
}

async function isStaffRequest(request: NextRequest): Promise<boolean> {
  try {
    const payload = await getPayloadClient()
    const { user } = await payload.auth({ headers: request.headers })
    return Boolean(user)
  } catch {
    return false
  }
}

function headersAreValid(request: NextRequest): boolean {
  const c = contractConfig
  return request.headers.get(c.websiteKeyHeader) === c.websiteKey && request.headers.get(c.companyCodeHeader) === c.companyCode
}

async function readBody(request: NextRequest, type: 'json' | 'multipart'): Promise<unknown> {
  if (type === 'multipart') {
    const form = await request.formData()
    const out: Record<string, unknown> = {}
    form.forEach((value, key) => (out[key] = value))
    return out
  }
  const text = await request.text()
  return text.trim() ? JSON.parse(text) : {}
}

/**
 * A contract call: checks the website key and company code, validates query and body with zod
 * (a 400 naming the field), then hands plain values to a domain service. Never answers a 500
 * for bad input; an unexpected failure is logged and answered with the generic message.
 */
export function contractRoute<QS extends z.ZodType = z.ZodUndefined, BS extends z.ZodType = z.ZodUndefined>(options: Options<QS, BS>) {
  return async (request: NextRequest): Promise<Response> => {
    if (!headersAreValid(request)) return unauthorized('Missing or invalid website key or company code')
    let query: unknown
    let body: unknown
    if (options.query) {
      const raw = Object.fromEntries(request.nextUrl.searchParams)
      const parsed = options.query.safeParse(raw)
      if (!parsed.success) return badRequest(describeIssue(parsed.error, raw))
      query = parsed.data
    }
    if (options.body) {
      let raw: unknown
      try {
        raw = await readBody(request, options.bodyType ?? 'json')
      } catch {
        return badRequest(options.bodyType === 'multipart' ? 'The request body must be multipart form data' : 'The request body must be valid JSON')
      }
      const parsed = options.body.safeParse(raw)
      if (!parsed.success) return badRequest(describeIssue(parsed.error, raw))
      body = parsed.data
    }
    // Disabled rows are for staff only: a signed-in back-office session (cookie or JWT header).
    const wantsDisabled = (query as { is_enabled?: boolean } | undefined)?.is_enabled === false
    const staff = wantsDisabled ? await isStaffRequest(request) : false
    if (wantsDisabled && !staff) return forbidden('is_enabled=false needs staff rights')
    try {
      return await options.handle({ query: query as z.infer<QS>, body: body as z.infer<BS>, request, staff })
    } catch (error) {
      console.error(`[contract] ${request.method} ${request.nextUrl.pathname} failed`, error)
      return serverError()
    }
  }
}
