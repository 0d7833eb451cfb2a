import { z } from 'zod'

import { maxBatchRows } from './batch'
import { eventsFeedQuery } from './events-feed'
import { productRow } from './products'
import { receiptRow } from './receipts'
import { returnRow } from './returns'
import { integrationScopes, type IntegrationScope } from '@/lib/integration-scopes'
import { storeRow } from './stores'
import { stockRow } from '../stock/import'
import { voucherRow } from './vouchers'
import { eventDataExamples, eventDataSchemas } from '../webhooks/event-bodies'
import { webhookEventTypes, type WebhookEventType } from '@/lib/webhook-event-types'
import { signatureHeader } from '../webhooks/signature'

/*
 * The integration API's own section of the OpenAPI document (issue 39): every call of /integration/v1 with
 * its scope, typed from the same zod schemas the calls validate with, an example per call, its errors, and
 * the webhook bodies (OpenAPI 3.1 `webhooks`). /developers renders it.
 */
type Json = Record<string, unknown>

const schemaOf = (schema: z.ZodType, io: 'input' | 'output' = 'input'): Json => {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as Json
  return json
}

type BatchCall = {
  path: string
  scope: IntegrationScope
  summary: string
  row: z.ZodType
  /** The row field that names the record (the answer's `key`). */
  key: string
  example: Json
  /** Query parameters of its own (each says whether it is for JSON batches or CSV files). */
  parameters?: Json[]
  /** It also takes a CSV file: an example file, and the counts its answer gives. */
  csv?: { example: string; counts: string[]; refusedKey: string }
  /** Refusals of its own beside those of every call (404: a sync run it names is unknown). */
  statuses?: 404[]
}

const productParameters: Json[] = [
  {
    name: 'sync_run',
    in: 'query',
    required: false,
    description:
      'JSON only: this batch belongs to a full sync sent as batches (the run_id of POST ' +
      '/integration/v1/products/sync-runs); the answer repeats it.',
    schema: { type: 'string' },
  },
  {
    name: 'full_sync',
    in: 'query',
    required: false,
    description: 'CSV only: the file is the whole range; enabled products it leaves out are disabled.',
    schema: { enum: ['true', 'false'], default: 'false' },
  },
]

const stockParameters: Json[] = [
  {
    name: 'store',
    in: 'query',
    required: false,
    description:
      'CSV only: the store code of every row of the file (the store_code column may then be left out).',
    schema: { type: 'string' },
  },
  {
    name: 'snapshot',
    in: 'query',
    required: false,
    description:
      'CSV only, with `store`: the file is the store’s whole stock; once it is read to the end, every product ' +
      'it does not name (refused lines still name theirs) is out of stock and off display there (`zeroed`).',
    schema: { enum: ['true', 'false'], default: 'false' },
  },
]

export const integrationBatchCalls: BatchCall[] = [
  {
    path: '/integration/v1/products',
    scope: 'catalog:write',
    summary:
      'Products from the ERP, upserted by SKU: a new product needs name, category_code and price; an update ' +
      'changes only the fields its row gives (null clears). `enabled: false` takes a product out of the range; ' +
      'image_url is fetched after the answer, only from the hosts the integration lists. Also takes a CSV ' +
      'file of any length (Content-Type: text/csv; columns named as the fields; `?full_sync=true` disables ' +
      'the enabled products the file leaves out).',
    row: productRow,
    key: 'sku',
    parameters: productParameters,
    csv: {
      example: 'sku,name,category_code,price,enabled\nRL-0101-001,Sofa 3 Dudukan Nara,RL-0101,7500000,ya\n',
      counts: ['created', 'updated', 'unchanged', 'refused', 'disabled'],
      refusedKey: 'sku',
    },
    statuses: [404],
    example: {
      sku: 'RL-0101-001',
      name: 'Sofa 3 Dudukan Nara Kain Linen',
      category_code: 'RL-0101',
      brand_code: 'LOKA',
      price: 7_500_000,
      sale_price: 6_900_000,
      sale_start: '2026-12-01T00:00:00+07:00',
      sale_end: '2026-12-31T23:59:59+07:00',
      dimensions: '210 × 90 × 85 cm',
      image_url: 'https://cdn.ritel.co.id/produk/RL-0101-001.jpg',
    },
  },
  {
    path: '/integration/v1/stores',
    scope: 'stores:write',
    summary: 'Stores, upserted by store code (the code receipts name).',
    row: storeRow,
    key: 'code',
    example: {
      code: 'JKT-KK',
      name: 'Rumah Loka Kemang',
      area: 'Jakarta',
      city: 'Jakarta Selatan',
      address: 'Jl. Kemang Raya No. 8',
      lat: -6.26,
      lng: 106.81,
      phone: '021-7190000',
      opening_hours: [{ days: 'Senin–Minggu', open: '10:00', close: '22:00' }],
    },
  },
  {
    path: '/integration/v1/stock',
    scope: 'stock:write',
    summary:
      'Stock per store from the POS or ERP, keyed by SKU and store code (the answer’s key is SKU@store): the ' +
      'units a store holds and whether the product stands on display there. Shoppers never see the number: ' +
      'a product page says in stock, few left (at or under the threshold staff set) or out, per store, and a ' +
      'store whose last report is older than the stale age staff set tells the shopper to ask the store. ' +
      '`counted_at` (default: when received) orders counts: an earlier count than the stored one is left ' +
      'unchanged, so a late retry never undoes a newer level; every row still records that its store ' +
      'reported. JSON batches are for deltas (1,000 rows a call); a full snapshot is one CSV file per store ' +
      '(Content-Type: text/csv, `?store=<code>&snapshot=true`).',
    row: stockRow,
    key: 'sku',
    parameters: stockParameters,
    csv: {
      example: 'sku,level,on_display\nRL-0101-001,4,true\nRL-0101-002,0,false\n',
      counts: ['created', 'updated', 'unchanged', 'refused', 'zeroed'],
      refusedKey: 'key',
    },
    example: { sku: 'RL-0101-001', store_code: 'JKT-KK', level: 4, on_display: true },
  },
  {
    path: '/integration/v1/receipts',
    scope: 'receipts:write',
    summary:
      'Sales receipts from the point of sale, upserted by receipt number; items name products by SKU. ' +
      'An update never takes away a serial a warranty is registered on.',
    row: receiptRow,
    key: 'receipt_no',
    example: {
      receipt_no: 'STR-2026-00012',
      purchased_at: '2026-11-20T10:15:00+07:00',
      store_code: 'JKT-KK',
      customer_email: 'budi@example.com',
      items: [{ sku: 'RL-0101-001', price: 6_900_000, serial_no: 'SN00123' }],
    },
  },
  {
    path: '/integration/v1/returns',
    scope: 'returns:write',
    summary:
      'Returns awaiting the customer’s refund decision, upserted by return number; a return the customer ' +
      'has decided is theirs and is not changed.',
    row: returnRow,
    key: 'return_no',
    example: {
      return_no: 'RET-2026-0042',
      receipt_no: 'STR-2026-00012',
      customer_name: 'Budi Santoso',
      reason: 'Warna tidak sesuai',
      amount: 1_250_000,
      refund_method: 'Transfer bank',
      items: [{ sku: 'RL-0404-001', name: 'Bantal Sofa Indah', qty: 1, price: 1_250_000 }],
    },
  },
  {
    path: '/integration/v1/vouchers',
    scope: 'vouchers:write',
    summary: 'Vouchers issued by the CRM, upserted by code; a claimed voucher is not changed.',
    row: voucherRow,
    key: 'code',
    example: {
      code: 'RLVC-7Q2M-9KD4',
      title: 'Voucher belanja Rp 100.000',
      value: 100_000,
      valid_from: '2026-12-01T00:00:00+07:00',
      valid_until: '2027-01-31T23:59:59+07:00',
      issued_to_email: 'budi@example.com',
    },
  },
]

const errorCodes = {
  400: 'invalid_json, invalid_request (names the field) or too_many_rows (over 1,000)',
  401: 'missing_key, invalid_key or revoked_key',
  403:
    'missing_scope: the key lacks the call’s scope; event_type_not_granted (the events feed): `types` names ' +
    'a type the key was not granted',
  404: 'sync_run_not_found: no run of this integration has the sync_run given',
  409: 'idempotency_key_in_progress (the same key is still being answered), or sync_run_closed',
  413:
    'body_too_large: a JSON batch over 8 MB, or a CSV file over the spool’s cap; a CSV record over the ' +
    'record cap is 400 invalid_csv naming its line',
  422:
    'idempotency_key_reused: the Idempotency-Key was first used for a different request (another method, ' +
    'path, query string or body, or another integration’s call); nothing was done or replayed. Send a new key',
  429:
    'rate_limited: wait the seconds Retry-After gives; too_many_uploads: the key already has as many CSV ' +
    'files being received as it may (2 by default), send the next when one is answered; spool_full: the ' +
    'files being received fill the import area, retry later',
  500: 'server_error: logged; safe to retry',
}
const error = (status: keyof typeof errorCodes): Json => ({
  description: errorCodes[status],
  content: { 'application/json': { schema: { $ref: '#/components/schemas/IntegrationError' } } },
})

const batchAnswerSchema: Json = {
  type: 'object',
  required: ['summary', 'rows'],
  properties: {
    summary: {
      type: 'object',
      description: 'How many rows ended each way',
      properties: Object.fromEntries(
        ['created', 'updated', 'unchanged', 'refused'].map((k) => [k, { type: 'integer' }]),
      ),
    },
    rows: {
      type: 'array',
      description: 'One per row sent, in order',
      items: {
        type: 'object',
        required: ['index', 'key', 'status'],
        properties: {
          index: { type: 'integer', description: 'The row’s place in `rows`, from 0' },
          key: { type: ['string', 'null'], description: 'The row’s identifier' },
          status: { enum: ['created', 'updated', 'unchanged', 'refused'] },
          id: { type: 'integer', description: 'The record on the site' },
          reason: { type: 'string', description: 'Refused only: "field: why"' },
        },
      },
    },
  },
}

const idempotencyKeyParameter: Json = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any 1–255 visible characters: the same request (method, path, query string and body) with the same key ' +
    'within 24 h replays the first answer (header Idempotent-Replayed: true); the key with another request ' +
    'is refused with 422.',
  schema: { type: 'string' },
}

function batchOperation(call: BatchCall): Json {
  const body: Json = {
    type: 'object',
    required: ['rows'],
    properties: {
      rows: { type: 'array', minItems: 1, maxItems: maxBatchRows, items: schemaOf(call.row) },
    },
  }
  const key = String(call.example[call.key])
  return {
    summary: call.summary,
    tags: ['Integration'],
    operationId: `integration${call.path
      .split('/')
      .pop()!
      .replace(/^./, (c) => c.toUpperCase())}`,
    security: [{ integrationKey: [] }],
    'x-scope': call.scope,
    parameters: [idempotencyKeyParameter, ...(call.parameters ?? [])],
    requestBody: {
      required: true,
      content: {
        'application/json': { schema: body, example: { rows: [call.example] } },
        ...(call.csv ? { 'text/csv': { schema: { type: 'string' }, example: call.csv.example } } : {}),
      },
    },
    responses: {
      200: {
        description: 'Each row’s outcome (a bad row never blocks the others)',
        content: {
          'application/json': {
            schema: call.csv
              ? {
                  anyOf: [{ $ref: '#/components/schemas/IntegrationBatchAnswer' }, csvAnswerSchema(call.csv)],
                }
              : { $ref: '#/components/schemas/IntegrationBatchAnswer' },
            example: {
              summary: { created: 1, updated: 0, unchanged: 0, refused: 0 },
              rows: [{ index: 0, key, status: 'created', id: 101 }],
            },
          },
        },
      },
      ...Object.fromEntries(
        ([400, 401, 403, ...(call.statuses ?? []), 409, 413, 422, 429, 500] as const).map((status) => [
          status,
          error(status),
        ]),
      ),
    },
  }
}

const csvAnswerSchema = ({ counts, refusedKey }: NonNullable<BatchCall['csv']>): Json => ({
  type: 'object',
  description: 'A CSV file’s answer: counts, and refused rows by line (the first 1,000)',
  properties: {
    rows: { type: 'integer' },
    summary: {
      type: 'object',
      properties: Object.fromEntries(counts.map((k) => [k, { type: 'integer' }])),
    },
    refused: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          line: { type: 'integer' },
          [refusedKey]: { type: ['string', 'null'] },
          reason: { type: 'string' },
        },
      },
    },
  },
})

const eventEnvelope = (type: WebhookEventType): Json => ({
  type: 'object',
  required: ['id', 'type', 'occurred_at', 'data'],
  properties: {
    id: { type: 'string', description: 'evt_…: the same on every retry; dedupe by it' },
    type: { const: type },
    occurred_at: { type: 'string', format: 'date-time' },
    data: schemaOf(eventDataSchemas[type], 'output'),
  },
})
const eventExample = (type: WebhookEventType) => ({
  id: 'evt_2b1f7c9e-5d0a-4c1e-9f3b-8a6d2e4c7b10',
  type,
  occurred_at: '2026-11-24T02:00:00.000Z',
  data: eventDataExamples[type],
})

const eventsFeedOperation: Json = {
  summary:
    'The site’s events, oldest first, a page at a time after a cursor: for systems that cannot receive ' +
    'webhooks. Keep `next_cursor` and send it as `after`; events are kept 30 days. A key reads only the ' +
    'event types an administrator granted it, one by one (keys that held events:read before grants ' +
    'existed keep the types without personal data; an administrator grants the others explicitly). ' +
    '`types` narrows the page to some of them; naming a type not granted is refused with 403 ' +
    '`event_type_not_granted`, naming the type. Each page holding events that name a person is recorded in ' +
    'the site’s personal-data audit log, naming the integration.',
  tags: ['Integration'],
  operationId: 'integrationEvents',
  security: [{ integrationKey: [] }],
  'x-scope': 'events:read',
  parameters: Object.entries(
    (schemaOf(eventsFeedQuery) as { properties: Record<string, Json> }).properties,
  ).map(([name, schema]) => ({ name, in: 'query', required: false, schema })),
  responses: {
    200: {
      description: 'A page of events',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['events', 'next_cursor', 'has_more'],
            properties: {
              events: {
                type: 'array',
                items: {
                  oneOf: Object.keys(webhookEventTypes).map((t) => ({
                    $ref: `#/components/schemas/Event.${t}`,
                  })),
                },
              },
              next_cursor: { type: ['string', 'null'] },
              has_more: { type: 'boolean' },
            },
          },
          example: { events: [eventExample('warranty.registered')], next_cursor: '1843', has_more: false },
        },
      },
    },
    ...Object.fromEntries(([400, 401, 403, 429, 500] as const).map((status) => [status, error(status)])),
  },
}

const runAnswer = (example: Json): Json => ({
  schema: {
    type: 'object',
    required: ['run_id', 'status'],
    properties: {
      run_id: { type: 'string' },
      status: { enum: ['open', 'completed'] },
      expires_at: { type: 'string', format: 'date-time', description: 'Open runs: 24 h after opening' },
      named: { type: 'integer', description: 'Completed: distinct SKUs the batches named' },
      disabled: { type: 'integer', description: 'Completed: enabled products left out, now disabled' },
    },
  },
  example,
})

const syncRunOperations: Record<string, Json> = {
  '/integration/v1/products/sync-runs': {
    post: {
      summary:
        'Opens a full sync of the catalogue sent as JSON batches: send each batch to ' +
        '/integration/v1/products?sync_run=<run_id>, then complete the run. No body needed.',
      tags: ['Integration'],
      operationId: 'integrationOpenSyncRun',
      security: [{ integrationKey: [] }],
      'x-scope': 'catalog:write',
      parameters: [idempotencyKeyParameter],
      responses: {
        201: {
          description: 'The run, open for 24 hours',
          content: {
            'application/json': runAnswer({
              run_id: '42',
              status: 'open',
              expires_at: '2026-11-25T10:00:00.000Z',
            }),
          },
        },
        409: {
          description: 'idempotency_key_in_progress: the same key is still being answered',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/IntegrationError' } } },
        },
        ...Object.fromEntries(([401, 403, 422, 429, 500] as const).map((status) => [status, error(status)])),
      },
    },
  },
  '/integration/v1/products/sync-runs/{run_id}/complete': {
    post: {
      summary:
        'Completes a run: the enabled products none of its batches named (refused rows count as named) are ' +
        'disabled, never deleted. Completing it again answers the same counts.',
      tags: ['Integration'],
      operationId: 'integrationCompleteSyncRun',
      security: [{ integrationKey: [] }],
      'x-scope': 'catalog:write',
      parameters: [
        { name: 'run_id', in: 'path', required: true, schema: { type: 'string' } },
        idempotencyKeyParameter,
      ],
      responses: {
        200: {
          description: 'The counts',
          content: {
            'application/json': runAnswer({ run_id: '42', status: 'completed', named: 50000, disabled: 41 }),
          },
        },
        404: {
          description: 'sync_run_not_found: no run of this integration has that id',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/IntegrationError' } } },
        },
        409: {
          description:
            'sync_run_closed: the run expired (or, for a batch, is completed); or ' +
            'idempotency_key_in_progress (the same key is still being answered)',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/IntegrationError' } } },
        },
        ...Object.fromEntries(
          ([400, 401, 403, 422, 429, 500] as const).map((status) => [status, error(status)]),
        ),
      },
    },
  },
}

/** The integration API's paths, schemas, security scheme and webhooks, for the OpenAPI document. */
export function integrationOpenApi() {
  const paths: Record<string, Json> = {}
  for (const call of integrationBatchCalls) paths[call.path] = { post: batchOperation(call) }
  Object.assign(paths, syncRunOperations)
  paths['/integration/v1/events'] = { get: eventsFeedOperation }
  const types = Object.keys(webhookEventTypes) as WebhookEventType[]
  const webhooks: Record<string, Json> = {}
  for (const type of types)
    webhooks[type] = {
      post: {
        summary: webhookEventTypes[type],
        tags: ['Integration'],
        operationId: `webhook${type.replace(/(^|[._])(.)/g, (_, __, c: string) => c.toUpperCase())}`,
        security: [{ webhookSignature: [] }],
        parameters: [
          { name: 'x-rumahloka-event-id', in: 'header', required: true, schema: { type: 'string' } },
          { name: 'x-rumahloka-event-type', in: 'header', required: true, schema: { const: type } },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { $ref: `#/components/schemas/Event.${type}` },
              example: eventExample(type),
            },
          },
        },
        responses: {
          '2XX': { description: 'Delivered' },
          '4XX': { description: 'Not delivered: retried with a growing pause, as is any other answer' },
          default: { description: 'Anything else (or no answer in 10 s) is retried with a growing pause' },
        },
      },
    }
  return {
    paths,
    webhooks,
    securitySchemes: {
      webhookSignature: {
        type: 'apiKey',
        in: 'header',
        name: signatureHeader,
        description:
          'What the site sends with every webhook: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" ' +
          'with the endpoint’s secret>. Verify it before trusting a body (/developers#webhooks).',
      },
      integrationKey: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'rlk_…',
        description:
          'An integration’s key, from /admin (Settings → Integrations), shown once. Each call needs one scope: ' +
          // The scopes' names only: their labels are the back-office's Indonesian.
          Object.keys(integrationScopes).join(', '),
      },
    },
    schemas: {
      IntegrationBatchAnswer: batchAnswerSchema,
      IntegrationError: {
        type: 'object',
        required: ['error'],
        properties: {
          error: {
            type: 'object',
            required: ['code', 'message'],
            properties: {
              code: { type: 'string', description: 'For programs to branch on' },
              message: { type: 'string', description: 'For the person who fixes it' },
            },
          },
        },
      },
      ...Object.fromEntries(types.map((type) => [`Event.${type}`, eventEnvelope(type)])),
    },
  }
}
