import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { baseUrl, call, checkAgainstDeclaration } from '../support/contract'
import { eventDataSchemas } from '../../src/server/webhooks/event-bodies'

type Json = any // eslint-disable-line @typescript-eslint/no-explicit-any

const isIntegration = (path: string) => path.startsWith('/integration/')

describe('GET /api/openapi.json', () => {
  it('describes every call of spec §7 as OpenAPI 3.1', async () => {
    const doc = await (await fetch(`${baseUrl()}/api/openapi.json`)).json()
    expect(doc.openapi).toBe('3.1.0')
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops as object).map((m) => `${m.toUpperCase()} ${path}`),
    )
    for (const expected of [
      'GET /api/banner/list',
      'GET /api/category/list',
      'GET /api/category/detail',
      'GET /api/article/list',
      'GET /api/article/fe/detail',
      'GET /api/article/product',
      'GET /api/brand/list',
      'GET /api/services/list',
      'GET /api/services/fe/detail',
      'GET /api/sp/fe/detail',
      'GET /api/sps/list',
      'POST /api/product/search',
      'GET /api/flash/getbytype',
      'GET /api/product/recommendation',
      'POST /api/sl/listByType',
      'GET /api/seo/fe/detail',
      'GET /api/site/list',
      'GET /api/site/list/area',
      'POST /api/site/log/insert',
      'POST /api/site/log/handoff',
      'POST /api/site/log/vitals',
      'GET /api/product/fe/detail',
      'POST /api/socmed/list',
      'POST /api/promo/show-list',
      'GET /api/promo/fe/detail',
      'GET /api/promo/getlistecatalog',
      'GET /api/event/list',
      'GET /api/event/detail',
      'GET /api/event/location/list',
      'POST /api/event/insert/event/register',
      'POST /api/event/insert/event/confirm',
      'POST /api/event/detail/gift',
      'POST /api/subscribe',
      'POST /api/contact-us/add',
      'POST /apireceipt/api/label_paid_getrows',
      'POST /apirefund/GetDetailReturn',
      'POST /apirefund/GetResponseApproval',
      'POST /apiselfservice/api/create_persetujuan_penggunaan_data_pribadi',
      'POST /apiselfservice/token/authenticate',
      'POST /apiverify/verificationemail',
      'POST /apivoucher/api/voucherValidation',
      'GET /api/websiteconfig/get',
      'POST /apiwarranty/warranty/VALIDATE_WARRANTY_RECEIVE',
      'POST /apiwarranty/warranty/REGISTER_WARRANTY',
      'POST /apiwarranty/warranty/DETAIL_WARRANTY_RECEIVE',
      'POST /apiwarranty/warranty/CLAIM_WARRANTY',
      'GET /apiwarranty/master/getpostal',
    ])
      expect(operations).toContain(expected)
  })
})

describe('the integration API’s section', () => {
  it('documents every call with its key and scope, an example, its errors, and every webhook body', async () => {
    const doc = await (await fetch(`${baseUrl()}/api/openapi.json`)).json()
    expect(doc.components.securitySchemes.integrationKey).toMatchObject({ type: 'http', scheme: 'bearer' })
    const calls = Object.entries(doc.paths as Record<string, Record<string, Json>>)
      .filter(([path]) => isIntegration(path))
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })))
    expect(calls.map((c) => `${c.method.toUpperCase()} ${c.path}`).sort()).toEqual([
      'GET /integration/v1/events',
      'POST /integration/v1/products',
      'POST /integration/v1/products/sync-runs',
      'POST /integration/v1/products/sync-runs/{run_id}/complete',
      'POST /integration/v1/receipts',
      'POST /integration/v1/returns',
      'POST /integration/v1/stock',
      'POST /integration/v1/stores',
      'POST /integration/v1/vouchers',
    ])
    for (const { path, method, op } of calls) {
      expect(op.security).toEqual([{ integrationKey: [] }])
      expect(op['x-scope']).toMatch(/^[a-z]+:(read|write)$/)
      expect((op.responses['200'] ?? op.responses['201']).content['application/json'].example).toBeTruthy()
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['401', '403', '429']))
      if (op.requestBody) expect(op.requestBody.content['application/json'].example.rows).toHaveLength(1)
      // Without a key, each answers as documented.
      const response = await fetch(`${baseUrl()}${path}`, { method: method.toUpperCase() })
      expect({ path, status: response.status }).toEqual({ path, status: 401 })
      expect((await response.json()).error.code).toBe('missing_key')
    }
    expect(Object.keys(doc.webhooks).sort()).toEqual(Object.keys(eventDataSchemas).sort())
    for (const [type, hook] of Object.entries(doc.webhooks as Record<string, Json>)) {
      const example = hook.post.requestBody.content['application/json'].example
      expect(example.type).toBe(type)
      // The example body is what the schema the site's events are typed by accepts.
      expect(eventDataSchemas[type as keyof typeof eventDataSchemas].safeParse(example.data).success).toBe(
        true,
      )
    }
  })
})

describe('every call without the website key and company code', () => {
  it('answers 401 with the envelope', async () => {
    const doc = await (await fetch(`${baseUrl()}/api/openapi.json`)).json()
    for (const [path, ops] of Object.entries(doc.paths).filter(([path]) => !isIntegration(path))) {
      for (const method of Object.keys(ops as object)) {
        const response = await fetch(`${baseUrl()}${path}`, { method: method.toUpperCase() })
        expect({ path, method, status: response.status }).toEqual({ path, method, status: 401 })
        expect((await response.json()).is_ok).toBe(false)
      }
    }
  })
})

type Operation = {
  security?: Record<string, string[]>[]
  parameters?: { name: string; in: string; required: boolean }[]
  requestBody?: { content: Record<string, { schema: { required?: string[] } }> }
  responses: Record<string, { headers?: Record<string, unknown> }>
}
/** The contract's calls (spec §7); the integration API has its own section and tests below. */
const operations = async () => {
  const doc = await (await fetch(`${baseUrl()}/api/openapi.json`)).json()
  return Object.entries(doc.paths as Record<string, Record<string, Operation>>)
    .filter(([path]) => !isIntegration(path))
    .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })))
}

describe('the OpenAPI document under redocly lint', () => {
  it('passes the recommended rules with no error and no warning', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumahloka-openapi-'))
    const file = path.join(dir, 'openapi.json')
    fs.writeFileSync(file, await (await fetch(`${baseUrl()}/api/openapi.json`)).text())
    const redocly = path.resolve(__dirname, '../../node_modules/.bin/redocly')
    // No telemetry or update check: this machine, like many CI machines, has no way out.
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }
    const result = spawnSync(redocly, ['lint', '--extends=recommended', '--format=json', file], {
      encoding: 'utf8',
      env,
    })
    fs.rmSync(dir, { recursive: true, force: true })
    const report = JSON.parse(result.stdout) as {
      totals: { errors: number; warnings: number }
      problems: { ruleId: string; message: string }[]
    }
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([])
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 })
    expect(result.status).toBe(0)
  }, 60_000)
})

describe('what the document says each call answers, tried', () => {
  it('names the headers every call needs as security schemes', async () => {
    for (const { path, op } of await operations()) {
      expect({ path, needs: Object.keys(op.security?.[0] ?? {}) }).toMatchObject({
        path,
        needs: expect.arrayContaining(['websiteKey', 'companyCode']),
      })
    }
  })

  it('answers 404 where it documents one, for a slug or name that names nothing', async () => {
    const documented = (await operations()).filter(({ op }) => op.responses['404'])
    expect(documented.length).toBeGreaterThanOrEqual(9)
    for (const { path, op } of documented) {
      const query = new URLSearchParams(
        op.parameters!.filter((p) => p.required).map((p) => [p.name, 'tidak-ada-sama-sekali-404']),
      )
      const { status, json } = await call('GET', `${path}?${query}`)
      expect({ path, status, is_ok: json.is_ok }).toEqual({ path, status: 404, is_ok: false })
    }
  })

  it('answers 403 for is_enabled=false without staff wherever it documents one', async () => {
    for (const { path, method, op } of (await operations()).filter(({ op }) => op.responses['403'])) {
      const required = Object.fromEntries(
        (op.parameters ?? []).filter((p) => p.required).map((p) => [p.name, 'meja-makan']),
      )
      // is_enabled travels where the call takes it: in the query (search takes it there beside its body) or
      // the body.
      const inQuery = op.parameters?.some((p) => p.name === 'is_enabled')
      const query = new URLSearchParams({ ...required, ...(inQuery ? { is_enabled: 'false' } : {}) })
      const bodyRequired = Object.values(op.requestBody?.content ?? {})[0]?.schema.required ?? []
      const body = {
        ...Object.fromEntries(bodyRequired.map((name) => [name, 'meja-makan'])),
        ...(inQuery ? {} : { is_enabled: false }),
      }
      const { status } = await call(
        method.toUpperCase(),
        `${path}?${query}`,
        method === 'post' ? { body } : {},
      )
      expect({ path, status }).toEqual({ path, status: 403 })
    }
  })

  it('documents Retry-After on the 429 of every write, and 413 on every call with a body', async () => {
    for (const { path, method, op } of await operations()) {
      if (op.responses['429']) expect(op.responses['429'].headers).toHaveProperty('Retry-After')
      if (method === 'post')
        expect({ path, documents413: Boolean(op.responses['413']) }).toEqual({ path, documents413: true })
    }
  })
})

describe('answers held to their declared output', () => {
  it('fails a test whose answer drifts from the document: a field more, a field of the wrong type, an undeclared refusal', () => {
    const page = { total: 0, page: 1, page_size: 10, total_page: 1 }
    expect(() =>
      checkAgainstDeclaration('GET', '/api/banner/list', 200, {
        is_ok: true,
        data: { banners: [], ...page },
      }),
    ).not.toThrow()
    expect(() =>
      checkAgainstDeclaration('GET', '/api/banner/list', 200, {
        is_ok: true,
        data: { banners: [], ...page, extra: 1 },
      }),
    ).toThrow(/extra/)
    expect(() =>
      checkAgainstDeclaration('GET', '/api/banner/list', 200, {
        is_ok: true,
        data: { banners: [], ...page, total: '0' },
      }),
    ).toThrow(/total/)
    expect(() =>
      checkAgainstDeclaration('GET', '/api/banner/list', 200, { is_ok: false, data: null }),
    ).toThrow(/does not say it refuses/)
    expect(() =>
      checkAgainstDeclaration('POST', '/api/event/insert/event/register', 200, { is_ok: false, data: null }),
    ).not.toThrow()
  })

  it('gives a client generated by openapi-typescript the answer types: a use compiles, a wrong field does not', async () => {
    const { default: openapiTS, astToString } = await import('openapi-typescript')
    const doc = await (await fetch(`${baseUrl()}/api/openapi.json`)).json()
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumahloka-client-'))
    fs.writeFileSync(path.join(dir, 'api.d.ts'), astToString(await openapiTS(doc)))
    fs.writeFileSync(
      path.join(dir, 'use.ts'),
      [
        "import type { paths } from './api'",
        "type Banners = paths['/api/banner/list']['get']['responses'][200]['content']['application/json']",
        "type Event = paths['/api/event/detail']['get']['responses'][200]['content']['application/json']",
        'declare const banners: Banners',
        'declare const event: Event',
        'export const url: string | undefined = banners.data.banners[0]?.img_main?.url',
        'export const total: number = banners.data.total',
        "export const state: 'open' | 'full' | 'closed' | 'past' = event.data.state",
        'export const giftNames: string[] = event.data.gifts.map((gift) => gift.name)',
        '// @ts-expect-error a field the answer does not have',
        'export const missing = banners.data.banners[0]?.no_such_field',
      ].join('\n'),
    )
    const tsc = path.resolve(__dirname, '../../node_modules/.bin/tsc')
    const result = spawnSync(
      tsc,
      [
        '--noEmit',
        '--strict',
        '--skipLibCheck',
        '--target',
        'es2022',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        path.join(dir, 'use.ts'),
      ],
      { encoding: 'utf8' },
    )
    fs.rmSync(dir, { recursive: true, force: true })
    expect(result.stdout + result.stderr).toBe('')
    expect(result.status).toBe(0)
  }, 60_000)
})
