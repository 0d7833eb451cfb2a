import { inject } from 'vitest'

/** Calls the contract as a partner would: with the website key and company code headers. */
export const contractHeaders = { 'x-website-key': 'rumahloka-web-2026', 'x-company-code': 'RLN' }

export function baseUrl(): string {
  return inject('baseUrl')
}

export async function call(method: string, pathAndQuery: string, init: { body?: unknown; headers?: Record<string, string>; form?: FormData } = {}) {
  const headers: Record<string, string> = { ...contractHeaders, ...init.headers }
  let body: BodyInit | undefined
  if (init.form) body = init.form
  else if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body)
    headers['content-type'] = 'application/json'
  }
  const response = await fetch(`${baseUrl()}${pathAndQuery}`, { method, headers, body })
  const text = await response.text()
  let json: { is_ok: boolean; message: string; title?: string; data: any } // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error(`${method} ${pathAndQuery} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`)
  }
  return { status: response.status, json, headers: response.headers }
}
