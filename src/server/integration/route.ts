import type { NextRequest } from 'next/server'
import type { z } from 'zod'

import { isCsvType } from '../../../scripts/request-guard.mjs'
import { describeIssue } from '../contract/route'
import { BodyTooLarge, readBytes } from '../contract/body'
import { clientAddress } from '../security/client-address'
import { consume, countFailure, waitingFor } from '../security/rate-limit'
import { integrationAnswer, integrationError } from './answers'
import { integrationOf, type Integration } from './authenticate'
import { claimInFlight, requestHash, storeAnswer, storedAnswer, validIdempotencyKey } from './idempotency'
import { getPayloadClient } from '../payload'
import type { IntegrationScope } from '@/lib/integration-scopes'

/** JSON batches of up to 1,000 rows (a receipt with its items is about 1–3 KB). */
export const integrationBodyLimit = 8 * 1024 * 1024

type Spec<B extends z.ZodType> = { scope: IntegrationScope; body: B }
type Input<B extends z.ZodType> = { body: z.infer<B>; integration: Integration; request: NextRequest }
type Answer = { status?: number; body: unknown }

const keyProblems = {
  missing_key: 'Send the integration key as "Authorization: Bearer <key>".',
  invalid_key: 'The integration key is not valid. An administrator can issue a new one in /admin.',
  revoked_key: 'This integration was revoked in /admin; its key is refused.',
} as const

/**
 * The integration whose key a request carries, if it may make a call needing `scope`; else the refusal.
 * The key is judged first: a valid key answers to its own budget only, so a scanner behind the same proxy
 * as the point of sale never locks the point of sale out (security review, finding 6). Wrong keys are
 * counted per client address, and past the limit that address's wrong keys are answered 429.
 */
async function allowed(
  request: NextRequest,
  scope: IntegrationScope,
): Promise<{ integration: Integration } | { refusal: Response }> {
  const checked = await integrationOf(request.headers)
  if ('problem' in checked) {
    if (checked.problem !== 'missing_key') {
      const client = clientAddress(request.headers)
      const guessWait = await waitingFor('integrationKeyGuess', client)
      if (guessWait > 0)
        return {
          refusal: integrationError(
            429,
            'rate_limited',
            `Too many wrong keys from this address: wrong keys are refused here for ${guessWait} s more ` +
              '(a valid key is still served).',
            { 'retry-after': String(guessWait) },
          ),
        }
      await countFailure('integrationKeyGuess', client)
    }
    return {
      refusal: integrationError(401, checked.problem, keyProblems[checked.problem], {
        'www-authenticate': 'Bearer realm="integration"',
      }),
    }
  }
  const { integration } = checked
  if (!integration.scopes.includes(scope))
    return { refusal: integrationError(403, 'missing_scope', `This key lacks the scope ${scope}.`) }
  const wait = await consume('integrationKey', String(integration.id))
  if (wait > 0)
    return {
      refusal: integrationError(429, 'rate_limited', `This key's call budget is spent; retry in ${wait} s.`, {
        'retry-after': String(wait),
      }),
    }
  return { integration }
}

/**
 * Serves one integration read (GET): the key, its scope and budget as for writes, the query validated with
 * zod.
 */
export function integrationRead<Q extends z.ZodType>(
  spec: { scope: IntegrationScope; query: Q },
  handle: (input: { query: z.infer<Q>; integration: Integration }) => Promise<Answer>,
) {
  return async (request: NextRequest): Promise<Response> => {
    try {
      const checked = await allowed(request, spec.scope)
      if ('refusal' in checked) return checked.refusal
      const raw = Object.fromEntries(request.nextUrl.searchParams)
      const parsed = spec.query.safeParse(raw)
      if (!parsed.success) return integrationError(400, 'invalid_request', describeIssue(parsed.error, raw))
      const result = await handle({ query: parsed.data, integration: checked.integration })
      return integrationAnswer(result.body, result.status ?? 200)
    } catch (error) {
      console.error(`[integration] ${request.method} ${request.nextUrl.pathname} failed`, error)
      return integrationError(500, 'server_error', 'The call failed on our side; it is safe to retry.')
    }
  }
}

/**
 * Serves one CSV import (POST, `Content-Type: text/csv`): the key, its scope and budget as for JSON batches,
 * the query validated with zod, and the body handed on unread as a stream (of any length: the request guard
 * lets these paths through uncapped and chunked, and only once the key is checked is a byte read). A CSV
 * import is idempotent by itself (a file sent again answers unchanged), so it takes no Idempotency-Key.
 */
export function integrationCsv<Q extends z.ZodType>(
  spec: { scope: IntegrationScope; query: Q },
  handle: (input: {
    body: ReadableStream<Uint8Array>
    query: z.infer<Q>
    integration: Integration
  }) => Promise<Answer>,
) {
  return async (request: NextRequest): Promise<Response> => {
    try {
      const checked = await allowed(request, spec.scope)
      if ('refusal' in checked) return checked.refusal
      if (request.headers.has('idempotency-key'))
        return integrationError(
          400,
          'idempotency_key_invalid',
          'A CSV import takes no Idempotency-Key: it is idempotent by itself (the same file sent again ' +
            'answers unchanged for every row).',
        )
      const raw = Object.fromEntries(request.nextUrl.searchParams)
      const parsed = spec.query.safeParse(raw)
      if (!parsed.success) return integrationError(400, 'invalid_request', describeIssue(parsed.error, raw))
      if (!request.body)
        return integrationError(400, 'invalid_request', 'The body is empty: send the CSV file.')
      const result = await handle({
        body: request.body,
        query: parsed.data,
        integration: checked.integration,
      })
      return integrationAnswer(result.body, result.status ?? 200)
    } catch (error) {
      console.error(`[integration] ${request.method} ${request.nextUrl.pathname} failed`, error)
      return integrationError(500, 'server_error', 'The call failed on our side; it is safe to retry.')
    }
  }
}

/** Whether a request sends CSV (the calls that take files as well as JSON batches). */
export const sendsCsv = (request: NextRequest) => isCsvType(request.headers.get('content-type') ?? '')

/**
 * Serves one integration call (issue 39), the one pipeline every call of /integration/v1 goes through: the
 * key (hashed lookup; wrong keys counted per client address), the scope the call needs, the key's own rate
 * limit, the body read with its cap and validated with zod, and `Idempotency-Key` replays. Answers are
 * `private, no-store`; an unexpected failure is logged and answered 500 without detail.
 */
export function integrationRoute<B extends z.ZodType>(
  spec: Spec<B>,
  handle: (input: Input<B>) => Promise<Answer>,
) {
  return async (request: NextRequest): Promise<Response> => {
    try {
      const checked = await allowed(request, spec.scope)
      if ('refusal' in checked) return checked.refusal
      const { integration } = checked

      let bytes: Uint8Array
      try {
        bytes = await readBytes(request, integrationBodyLimit)
      } catch (error) {
        if (error instanceof BodyTooLarge)
          return integrationError(
            413,
            'body_too_large',
            `The body is over ${integrationBodyLimit / 1024 / 1024} MB; send fewer rows per batch.`,
          )
        throw error
      }

      const idempotencyKey = request.headers.get('idempotency-key')
      if (idempotencyKey === null) return await serve(bytes)
      if (!validIdempotencyKey(idempotencyKey))
        return integrationError(
          400,
          'idempotency_key_invalid',
          'Idempotency-Key must be 1 to 255 visible ASCII characters.',
        )
      const hash = requestHash(
        { method: request.method, url: request.nextUrl, integrationId: integration.id },
        bytes,
      )
      const release = claimInFlight(integration.id, idempotencyKey)
      if (!release)
        return integrationError(
          409,
          'idempotency_key_in_progress',
          'A request with this Idempotency-Key is still being answered; retry when it is done.',
        )
      try {
        const payload = await getPayloadClient()
        const stored = await storedAnswer(payload, integration.id, idempotencyKey)
        if (stored && stored.requestHash !== hash)
          return integrationError(
            422,
            'idempotency_key_reused',
            'This Idempotency-Key was used for a different request (another method, path, query string or ' +
              'body); use a new key for a new request.',
          )
        if (stored) return integrationAnswer(stored.body, stored.status, { 'idempotent-replayed': 'true' })
        const response = await serve(bytes)
        // Only answers the request earned are kept: a 5xx may succeed when sent again.
        if (response.status < 500) {
          const body = await response.clone().json()
          await storeAnswer(payload, integration.id, idempotencyKey, {
            requestHash: hash,
            status: response.status,
            body,
          })
        }
        return response
      } finally {
        release()
      }

      async function serve(raw: Uint8Array): Promise<Response> {
        let parsedJson: unknown
        try {
          const text = new TextDecoder('utf-8', { fatal: true }).decode(raw)
          // A call that takes no fields (opening a sync run) may be sent without a body.
          parsedJson = text.trim() === '' ? {} : JSON.parse(text)
        } catch {
          return integrationError(400, 'invalid_json', 'The body must be JSON in UTF-8.')
        }
        const parsed = spec.body.safeParse(parsedJson)
        if (!parsed.success) {
          const tooMany = parsed.error.issues.find((i) => i.code === 'too_big' && i.path.join('.') === 'rows')
          if (tooMany) return integrationError(400, 'too_many_rows', tooMany.message)
          return integrationError(400, 'invalid_request', describeIssue(parsed.error, parsedJson))
        }
        const result = await handle({ body: parsed.data, integration, request })
        return integrationAnswer(result.body, result.status ?? 200)
      }
    } catch (error) {
      console.error(`[integration] ${request.method} ${request.nextUrl.pathname} failed`, error)
      return integrationError(500, 'server_error', 'The call failed on our side; it is safe to retry.')
    }
  }
}
