import { z } from 'zod'

import type { CallSpec } from './call'
import { contractCalls } from './calls'
import { contractConfig } from './config'
import { contractExamples } from './examples'
import { integrationOpenApi } from '../integration/openapi'
import packageJson from '../../../package.json'

type Json = Record<string, unknown>

/** JSON Schema of what a caller sends; files become binary strings. */
function inputSchema(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
    override: (ctx) => {
      const def = (ctx.zodSchema as { _zod?: { def?: { type?: string } } })._zod?.def
      if (def?.type === 'custom') Object.assign(ctx.jsonSchema, { type: 'string', format: 'binary' })
    },
  }) as Json
}

/**
 * JSON Schema of what a call answers in `data`. Schemas named with `.meta({ id })` land once in `components`
 * (the document's shared schemas) and are referred to from every answer that holds them.
 */
function outputSchema(schema: z.ZodType, components: Record<string, Json>): Json {
  const {
    $schema: _,
    $defs,
    ...json
  } = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-2020-12',
    unrepresentable: 'any',
    // z.int()'s safe-integer bounds say nothing a reader needs.
    override: ({ jsonSchema }) => {
      if (jsonSchema.type === 'integer' && jsonSchema.maximum === Number.MAX_SAFE_INTEGER)
        delete jsonSchema.maximum
      if (jsonSchema.type === 'integer' && jsonSchema.minimum === Number.MIN_SAFE_INTEGER)
        delete jsonSchema.minimum
    },
  }) as Json
  const toComponents = (value: Json): Json =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/'))
  for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, Json>))
    components[name] = toComponents(def)
  // A named schema answered whole (an article, an event) comes back as a $ref into its own $defs: now a
  // component.
  return toComponents(json)
}

const success = (data: Json): Json => ({
  type: 'object',
  required: ['is_ok', 'message', 'data'],
  properties: { is_ok: { const: true }, message: { type: 'string' }, data },
})
const refusalSchema: Json = {
  type: 'object',
  required: ['is_ok', 'message', 'data'],
  properties: {
    is_ok: { const: false },
    message: { type: 'string', description: 'For the person: shown as it is' },
    title: { type: 'string', description: 'On 400 only: the same text' },
    data: { type: 'null' },
  },
}
/**
 * Every refusal by the pipeline (400, 401, 403, 404, 413, 429, 500) has this body: is_ok false, data null.
 */
const refusal = (description: string, headers?: Json): Json => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
})

/** The headers a caller proves itself with, as security schemes (spec §7: every call sends the first two). */
function securitySchemes(): Json {
  const c = contractConfig
  const header = (name: string, description: string) => ({ type: 'apiKey', in: 'header', name, description })
  return {
    websiteKey: header(c.websiteKeyHeader, 'The website key: every call.'),
    companyCode: header(c.companyCodeHeader, 'The company code: every call.'),
    businessUnit: header(
      c.businessUnitHeader,
      `The business unit code, always ${c.businessUnit}: self-service calls.`,
    ),
    siteCode: header(
      c.siteCodeHeader,
      'The channel making the call (letters, digits, - and _, up to 32): self-service calls. Stored with what it sends.',
    ),
    selfServiceToken: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: 'From POST /apiselfservice/token/authenticate; lives SELFSERVICE_TOKEN_MINUTES (15).',
    },
    intranet: header('Intranet', 'The in-store systems key: receipt calls.'),
  }
}

/** One requirement naming every header the call needs (all of them at once, not any one). */
function security(call: CallSpec): Json[] {
  const needs: Json = { websiteKey: [], companyCode: [] }
  if (call.access === 'selfservice')
    Object.assign(needs, { businessUnit: [], siteCode: [], selfServiceToken: [] })
  if (call.access === 'intranet') Object.assign(needs, { intranet: [] })
  return [needs]
}

const hasProperty = (schema: Json | null, name: string) =>
  Boolean((schema?.properties as Json | undefined)?.[name])

/** The call's example answers as OpenAPI examples: each success, and the refusal of a call that refuses. */
function answerExamples(call: CallSpec): Json {
  const { answers, refusal } = contractExamples[call.path as keyof typeof contractExamples]
  const examples: Json = {}
  answers.forEach((example, i) => {
    examples[answers.length > 1 ? `success-${i + 1}` : 'success'] = {
      summary: example.summary,
      value: { is_ok: true, message: example.message ?? 'Success', data: example.data },
    }
  })
  if (refusal)
    examples.refused = {
      summary: 'A refusal the person reads',
      value: { is_ok: false, message: refusal, data: null },
    }
  return examples
}

/**
 * Success, with `data` as the call's output schema says (or, for a call that refuses, a refusal a shopper
 * reads).
 */
function answer200(call: CallSpec, components: Record<string, Json>): Json {
  const data = outputSchema(call.output, components)
  const ok = success(data)
  return {
    description: call.refuses
      ? 'Success (is_ok true), or a refusal a shopper can read (is_ok false, data null)'
      : 'Success',
    content: {
      'application/json': {
        schema: call.refuses ? { oneOf: [ok, { $ref: '#/components/schemas/Refusal' }] } : ok,
        examples: answerExamples(call),
      },
    },
  }
}

function operation(call: CallSpec, components: Record<string, Json>): Json {
  const parameters: Json[] = []
  const query = call.query
    ? (inputSchema(call.query) as { properties?: Record<string, Json>; required?: string[] })
    : null
  for (const [name, prop] of Object.entries(query?.properties ?? {})) {
    parameters.push({ name, in: 'query', required: query?.required?.includes(name) ?? false, schema: prop })
  }
  const body = call.body ? inputSchema(call.body) : null
  const mediaType = call.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json'
  const missing =
    call.access === 'selfservice'
      ? 'Missing or wrong headers, or a missing, invalid or expired token'
      : call.access === 'intranet'
        ? 'Missing or wrong headers or Intranet key'
        : 'Missing or wrong website key or company code'
  return {
    summary: call.summary,
    tags: [call.tag],
    operationId: `${call.method.toLowerCase()}${call.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ? ch.toUpperCase() : ''))}`,
    security: security(call),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: { required: true, content: { [mediaType]: { schema: body } } } } : {}),
    responses: {
      200: answer200(call, components),
      ...(query || body ? { 400: refusal('Bad input: message and title name the field') } : {}),
      401: refusal(missing),
      ...(hasProperty(query, 'is_enabled') || hasProperty(body, 'is_enabled')
        ? { 403: refusal('is_enabled=false without a signed-in back-office session') }
        : {}),
      ...(call.notFound ? { 404: refusal(call.notFound) } : {}),
      ...(body
        ? {
            413: refusal(
              call.bodyType === 'multipart'
                ? 'The upload is over its size limit'
                : 'The body is over its size limit',
            ),
          }
        : {}),
      ...(call.write
        ? {
            429: refusal('Too many writes from this client: wait the seconds Retry-After gives', {
              'Retry-After': {
                description: 'Seconds until this client may write again',
                schema: { type: 'integer', minimum: 1 },
              },
            }),
          }
        : {}),
      500: refusal('An unexpected failure, logged on the server'),
    },
  }
}

/** The OpenAPI 3.1 document of the whole contract, built from the calls' zod schemas. */
export function openApiDocument(): Json {
  const paths: Record<string, Json> = {}
  const schemas: Record<string, Json> = { Refusal: refusalSchema }
  for (const call of contractCalls)
    paths[call.path] = { ...(paths[call.path] ?? {}), [call.method.toLowerCase()]: operation(call, schemas) }
  const integration = integrationOpenApi()
  return {
    openapi: '3.1.0',
    info: {
      title: 'Rumah Loka website contract',
      version: packageJson.version,
      description:
        'The calls of the product spec §7. Every answer is an envelope { is_ok, message, data }; callers use data. Writes are rate-limited per client. The Integration tag is its own API for the retailer’s systems (/integration/v1, a scoped key, plain JSON answers), with the webhooks the site sends them.',
      license: { name: 'Proprietary: for Rumah Loka and the partners it admits', url: '/developers#terms' },
    },
    servers: [{ url: '/' }],
    paths: { ...paths, ...integration.paths },
    webhooks: integration.webhooks,
    components: {
      securitySchemes: { ...securitySchemes(), ...integration.securitySchemes },
      schemas: { ...schemas, ...integration.schemas },
    },
  }
}
