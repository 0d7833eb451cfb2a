import { z } from 'zod'

import type { CallSpec } from './call'
import { contractCalls } from './calls'
import { contractConfig } from './config'
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

const envelope = (data: Json = {}): Json => ({
  type: 'object',
  required: ['is_ok', 'message', 'data'],
  properties: { is_ok: { type: 'boolean' }, message: { type: 'string' }, title: { type: 'string', description: 'On 400 only' }, data },
})

function operation(call: CallSpec): Json {
  const c = contractConfig
  const parameters: Json[] = [
    { name: c.websiteKeyHeader, in: 'header', required: true, schema: { type: 'string' } },
    { name: c.companyCodeHeader, in: 'header', required: true, schema: { type: 'string' } },
  ]
  if (call.access === 'selfservice') {
    parameters.push(
      { name: c.businessUnitHeader, in: 'header', required: true, schema: { const: 'HCI' } },
      { name: c.siteCodeHeader, in: 'header', required: true, schema: { type: 'string' } },
    )
  }
  if (call.access === 'intranet') parameters.push({ name: 'Intranet', in: 'header', required: true, schema: { type: 'string' } })
  if (call.query) {
    const schema = inputSchema(call.query) as { properties?: Record<string, Json>; required?: string[] }
    for (const [name, prop] of Object.entries(schema.properties ?? {})) {
      parameters.push({ name, in: 'query', required: schema.required?.includes(name) ?? false, schema: prop })
    }
  }
  const mediaType = call.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json'
  return {
    summary: call.summary,
    tags: [call.tag],
    operationId: `${call.method.toLowerCase()}${call.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ? ch.toUpperCase() : ''))}`,
    parameters,
    ...(call.body ? { requestBody: { required: true, content: { [mediaType]: { schema: inputSchema(call.body) } } } } : {}),
    ...(call.access === 'selfservice' ? { security: [{ selfServiceToken: [] }] } : {}),
    responses: {
      200: { description: `Success (is_ok true, data: ${call.answer ?? 'see summary'}), or a refusal a shopper can read (is_ok false)`, content: { 'application/json': { schema: envelope() } } },
      400: { description: 'Bad input: message and title name the field', content: { 'application/json': { schema: envelope({ type: 'null' }) } } },
      401: { description: 'Missing or wrong headers (or token)', content: { 'application/json': { schema: envelope({ type: 'null' }) } } },
      ...(call.path.includes('detail') || call.path.endsWith('/get') ? { 404: { description: 'Nothing enabled under that slug or name' } } : {}),
      ...(call.write ? { 429: { description: 'Too many writes from this client; see Retry-After' } } : {}),
    },
  }
}

/** The OpenAPI 3.1 document of the whole contract, built from the calls' zod schemas. */
export function openApiDocument(): Json {
  const paths: Record<string, Json> = {}
  for (const call of contractCalls) paths[call.path] = { ...(paths[call.path] ?? {}), [call.method.toLowerCase()]: operation(call) }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Rumah Loka website contract',
      version: packageJson.version,
      description: 'The calls of the product spec §7. Every answer is an envelope { is_ok, message, data }; callers use data. Writes are rate-limited per client.',
    },
    servers: [{ url: '/' }],
    paths,
    components: { securitySchemes: { selfServiceToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'From POST /apiselfservice/token/authenticate' } } },
  }
}
