import { baseUrl, staffAuthorization } from './contract'

type Json = any // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A call of the back-office REST API (/cms-api): as the test's staff account when `auth` is left out, as no
 * one with `null`, or with the headers given (another account's `Authorization`). The body is sent as JSON;
 * the answer's body is parsed when it is JSON, else kept as text.
 */
export async function cms(
  method: string,
  pathAndQuery: string,
  auth?: Record<string, string> | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${baseUrl()}/cms-api${pathAndQuery}`, {
    method,
    headers: {
      ...(auth === null ? {} : (auth ?? (await staffAuthorization()))),
      ...headers,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  })
  const text = await response.text()
  let json: Json = text
  try {
    json = JSON.parse(text)
  } catch {
    // not JSON
  }
  return { status: response.status, json, text }
}
