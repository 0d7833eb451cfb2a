import http from 'node:http'

import { inject } from 'vitest'
import { z } from 'zod'

import { testSecrets } from './secrets'
import { contractCalls } from '@/server/contract/calls'
import { contractHeaders as defaultContractHeaders } from '../../scripts/contract-headers.mjs'

/** Calls the contract as a partner would: with the website key and company code headers. */
export const contractHeaders = defaultContractHeaders()

export function baseUrl(): string {
  return inject('baseUrl')
}

/**
 * fetch, sent once more on a new connection when the first try met a connection the server had closed
 * before any answer: "other side closed", or EPIPE while writing the body. The pool keeps connections
 * between calls (and between the files of a pass, which share one process), and a connection the server
 * closes as a request sets out on it is the keep-alive race of HTTP/1.1; browsers send such a request again,
 * once. Anything else (no server, a timeout, any answer) is the caller's as is.
 */
export async function fetchPast(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init)
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code
    if (code !== 'UND_ERR_SOCKET' && code !== 'EPIPE') throw error
    return fetch(url, init)
  }
}

let clientSeq = 0
/**
 * Each call comes from its own client address unless a test names one, so rate limits stay out of the way.
 */
const nextClient = () => `10.0.${Math.floor(++clientSeq / 250)}.${clientSeq % 250}`

export async function call(
  method: string,
  pathAndQuery: string,
  init: { body?: unknown; headers?: Record<string, string>; form?: FormData } = {},
) {
  const headers: Record<string, string> = {
    ...contractHeaders,
    'x-forwarded-for': nextClient(),
    ...init.headers,
  }
  let body: BodyInit | undefined
  if (init.form) body = init.form
  else if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body)
    headers['content-type'] = 'application/json'
  }
  const response = await fetchPast(`${baseUrl()}${pathAndQuery}`, { method, headers, body })
  const text = await response.text()
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let json: { is_ok: boolean; message: string; title?: string; data: any }
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error(
      `${method} ${pathAndQuery} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`,
    )
  }
  checkAgainstDeclaration(method, pathAndQuery, response.status, json)
  return { status: response.status, json, headers: response.headers }
}

/**
 * Every answer a test receives is held to its call's declaration (what the OpenAPI document publishes): a
 * success's `data` parses with the call's output schema (strict: no field more or less), and a 200 refusal
 * comes only from a call that declares it refuses. A test whose answer drifts from the document fails here,
 * naming the field.
 */
export function checkAgainstDeclaration(
  method: string,
  pathAndQuery: string,
  status: number,
  json: { is_ok: boolean; data: unknown },
) {
  const path = pathAndQuery.split('?')[0]
  const spec = contractCalls.find((c) => c.method === method && c.path === path)
  if (!spec || status !== 200) return
  if (!json.is_ok) {
    if (!spec.refuses)
      throw new Error(`${method} ${path} answered a 200 refusal, but its declaration does not say it refuses`)
    return
  }
  const parsed = spec.output.safeParse(json.data)
  if (!parsed.success)
    throw new Error(
      `${method} ${path}: the answer does not match its output schema:\n${z.prettifyError(parsed.error)}`,
    )
}

/** A staff session on the back-office REST API, to check what calls stored. */
// One login shared by every caller, even simultaneous ones: each login is a Payload session on the account,
// and logins racing each other can drop one another's session.
let staffToken: Promise<{ Authorization: string }> | null = null
/** The test administrator's Authorization header on the server at `origin` (a test's own server too). */
export async function staffLogin(origin: string): Promise<{ Authorization: string }> {
  const login = await fetch(`${origin}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: process.env.TEST_ADMIN_EMAIL,
      password: process.env.TEST_ADMIN_PASSWORD,
    }),
  })
  if (!login.ok) throw new Error(`Staff login failed: ${login.status} ${await login.text()}`)
  return { Authorization: `JWT ${(await login.json()).token as string}` }
}

export async function staffAuthorization(): Promise<Record<string, string>> {
  staffToken ??= staffLogin(baseUrl())
  return staffToken
}

/** A staff edit through the back-office REST API. */
export async function staffUpdate(
  collection: string,
  id: number,
  data: Record<string, unknown>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${baseUrl()}/cms-api/${collection}/${id}`, {
    method: 'PATCH',
    headers: { ...(await staffAuthorization()), 'content-type': 'application/json' },
    body: JSON.stringify(data),
  })
  return { status: response.status, body: await response.json() }
}

export async function staffFind(
  collection: string,
  where: Record<string, unknown> = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ totalDocs: number; docs: any[] }> {
  const authorization = await staffAuthorization()
  const qs = new URLSearchParams({ limit: '100', depth: '0' })
  const flat = (prefix: string, value: unknown): void => {
    if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) flat(`${prefix}[${k}]`, v)
    else qs.append(prefix, String(value))
  }
  for (const [k, v] of Object.entries(where)) flat(`where[${k}]`, v)
  const response = await fetch(`${baseUrl()}/cms-api/${collection}?${qs}`, { headers: authorization })
  if (!response.ok) throw new Error(`staffFind ${collection}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** A self-service token from the authenticate call with the configured demo credentials. */
export async function selfServiceHeaders(): Promise<Record<string, string>> {
  const { json } = await call('POST', '/apiselfservice/token/authenticate', {
    body: { client_id: 'rumahloka-web', client_secret: testSecrets.SELFSERVICE_CLIENT_SECRET },
  })
  if (!json.is_ok) throw new Error(`authenticate failed: ${json.message}`)
  return { authorization: `Bearer ${json.data.token}`, 'x-business-unit': 'HCI', 'x-site-code': 'WEB' }
}

/** A tiny valid PNG (1×1), and bytes that only pretend to be one. */
export const pngBytes: Uint8Array<ArrayBuffer> = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
)
export const fakePng: Uint8Array<ArrayBuffer> = new TextEncoder().encode(
  'this is not an image at all, only text',
)

/** The slug of a customer link that staff see on a return, receipt or voucher in /admin. */
export const linkToken = (doc: { customer_link?: string }) => {
  if (!doc.customer_link) throw new Error('No customer_link on the record')
  return doc.customer_link.split('/').pop()!
}

/**
 * Checks a verification code with the challenge from the call that sent it; answers the verification_token.
 */
export async function verifyCode(challenge: string, code: string): Promise<string> {
  const form = new FormData()
  form.set('challenge', challenge)
  form.set('validtoken', code)
  const { json } = await call('POST', '/apiverify/verificationemail', { form })
  if (!json.is_ok) throw new Error(`verification failed: ${json.message}`)
  return json.data.verification_token
}

/** Sends a request's headers only (its declared body never follows) and reads the answer. */
export function headersOnly(path: string, headers: Record<string, string>) {
  const url = new URL(`${baseUrl()}${path}`)
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers },
      (response) => {
        let body = ''
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      },
    )
    request.on('error', reject)
    request.flushHeaders()
  })
}

/**
 * A category of the test's own, with an ERP code for product imports: switched off, so no list or count of
 * the seed's categories includes it (test files share one server).
 */
export async function ownCategory(label: string): Promise<{ id: number; code: string; slug: string }> {
  const code = `UJI-${label}-${Date.now().toString(36)}`.toUpperCase()
  const response = await fetch(`${baseUrl()}/cms-api/categories`, {
    method: 'POST',
    headers: { ...(await staffAuthorization()), 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Kategori uji ${code}`, code, is_enabled: false }),
  })
  if (response.status !== 201)
    throw new Error(`category not created: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { doc: { id: number; code: string; slug: string } }).doc
}

/** A warranty owner as the register call takes them, with an address of the seeded postal codes. */
export const warrantyOwner = (email: string, customer_name = 'Dewi Lestari') => ({
  customer_name,
  email,
  phone: '081298765432',
  address: 'Jl. Melati No. 12, RT 03/RW 05',
  kelurahan: 'Bangka',
  kecamatan: 'Mampang Prapatan',
  city: 'Kota Administrasi Jakarta Selatan',
  province: 'Daerah Khusus Ibukota Jakarta',
  postal_code: '12730',
})
