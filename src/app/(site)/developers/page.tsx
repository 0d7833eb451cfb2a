import type { Metadata } from 'next'

import { CallHeading } from '@/components/developers/CallHeading'
import { ExampleAnswers, type ExampleMap } from '@/components/developers/ExampleAnswers'
import { SchemaFields } from '@/components/developers/SchemaFields'
import type { SchemaNode } from '@/lib/json-schema-type'
import { contractConfig } from '@/server/contract/config'
import { openApiDocument } from '@/server/contract/openapi'
import { IntegrationReference } from '@/components/developers/IntegrationReference'
import { integrationOpenApi } from '@/server/integration/openapi'
import { ResponseCodes } from '@/components/developers/ResponseCodes'
import { StaticPart } from '@/components/layout/StaticPart'

export const metadata: Metadata = {
  title: 'Contract API | Rumah Loka',
  description: 'The calls of the Rumah Loka website contract, from its OpenAPI document.',
}

type Operation = {
  summary: string
  tags: string[]
  security: Record<string, string[]>[]
  parameters?: { name: string; in: string; required: boolean }[]
  requestBody?: { content: Record<string, { schema: unknown }> }
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: AnswerSchema; examples?: ExampleMap }> }
  >
}
/** A 200 answer's schema: the success envelope, or success-or-refusal for calls that refuse. */
type AnswerSchema = { properties?: { data?: SchemaNode }; oneOf?: { properties?: { data?: SchemaNode } }[] }

/** What `data` holds in a successful answer, from the 200 schema. */
const dataSchema = (op: Operation): SchemaNode | undefined => {
  const schema = op.responses['200']?.content?.['application/json']?.schema
  return schema?.properties?.data ?? schema?.oneOf?.[0]?.properties?.data
}
type Scheme = { type: string; name?: string; scheme?: string }

/** How a person sends a security scheme: its header's name, or "Authorization: Bearer" for the token. */
const schemeLabel = (scheme: Scheme) =>
  scheme.type === 'http' ? 'Authorization: Bearer <token>' : scheme.name!

/** What the reference is made from: the code and the process's settings, the same for every request. */
const reference = Object.freeze({ page: 'developers' })

/**
 * Developer reference of the contract, rendered from the same OpenAPI document served at /api/openapi.json.
 * Printed as static markup made once per process (`madeFrom`): 0.95 MB of markup, which React wrote on every
 * request (17 requests/s uncached, 1.4 % of the floor page) and sent a second time as flight data.
 */
export default function DevelopersPage() {
  return (
    <main id="main" lang="en" className="container py-10">
      <StaticPart prefetch={false} madeFrom={{ source: reference, part: 'reference' }}>
        <Reference />
      </StaticPart>
    </main>
  )
}

function Reference() {
  const doc = openApiDocument() as {
    paths: Record<string, Record<string, Operation>>
    components: { securitySchemes: Record<string, Scheme>; schemas: Record<string, SchemaNode> }
  }
  const schemes = doc.components.securitySchemes
  // The integration API has its own section below, rendered from its own part of the document.
  const entries = Object.entries(doc.paths)
    .filter(([path]) => !path.startsWith('/integration/'))
    .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })))
  const tags = [...new Set(entries.map((e) => e.op.tags[0]!))]
  return (
    <>
      <h1 className="text-3xl font-bold">Contract API</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Every call answers <code>{'{ is_ok, message, data }'}</code>. Send the headers{' '}
        <code>{contractConfig.websiteKeyHeader}</code> and <code>{contractConfig.companyCodeHeader}</code> on
        every call. Machine-readable:{' '}
        <a className="font-semibold text-brand-700 underline" href="/api/openapi.json">
          /api/openapi.json
        </a>{' '}
        (OpenAPI 3.1).
      </p>
      <nav aria-label="Groups of calls" className="mt-6 flex flex-wrap gap-2">
        {[...tags, 'Integration API', 'Webhooks'].map((tag) => (
          <a
            key={tag}
            href={`#${tag.toLowerCase().replace(/\W+/g, '-')}`}
            className="rounded-full bg-sand-100 px-3 py-1 text-sm font-semibold hover:bg-sand-200"
          >
            {tag}
          </a>
        ))}
      </nav>
      {tags.map((tag) => (
        <section key={tag} id={tag.toLowerCase().replace(/\W+/g, '-')} className="mt-10">
          <h2 className="text-2xl font-bold">{tag}</h2>
          {entries
            .filter((e) => e.op.tags[0] === tag)
            .map(({ path, method, op }) => (
              <article key={`${method} ${path}`} className="mt-4 rounded-xl border border-sand-200 p-4">
                <CallHeading method={method} path={path} />
                <p className="mt-1">{op.summary}</p>
                <p className="mt-2 text-sm">
                  <span className="font-semibold">Headers: </span>
                  {Object.keys(op.security[0] ?? {})
                    .map((name) => schemeLabel(schemes[name]!))
                    .join(', ')}
                </p>
                {op.parameters?.some((p) => p.in === 'query') && (
                  <p className="mt-2 text-sm">
                    <span className="font-semibold">Query: </span>
                    {op.parameters
                      .filter((p) => p.in === 'query')
                      .map((p) => `${p.name}${p.required ? ' (required)' : ''}`)
                      .join(', ')}
                  </p>
                )}
                {op.requestBody && (
                  <details className="mt-2 text-sm">
                    <summary className="cursor-pointer font-semibold">
                      Body ({Object.keys(op.requestBody.content)[0]})
                    </summary>
                    <div className="mt-2 rounded bg-sand-50 p-3">
                      <SchemaFields schema={Object.values(op.requestBody.content)[0]!.schema as SchemaNode} />
                    </div>
                  </details>
                )}
                <details className="mt-2 text-sm">
                  <summary className="cursor-pointer font-semibold">Answer: data</summary>
                  <div className="mt-2 rounded bg-sand-50 p-3">
                    <SchemaFields schema={dataSchema(op) ?? {}} />
                  </div>
                </details>
                <details className="mt-2 text-sm">
                  <summary className="cursor-pointer font-semibold">Example answers</summary>
                  <ExampleAnswers
                    examples={op.responses['200']?.content?.['application/json']?.examples ?? {}}
                  />
                </details>
                <ResponseCodes responses={op.responses} />
              </article>
            ))}
        </section>
      ))}
      <IntegrationReference doc={integrationOpenApi()} />
      <section id="schemas" className="mt-12">
        <h2 className="text-2xl font-bold">Schemas</h2>
        <p className="mt-2 max-w-3xl text-muted">
          The named shapes the contract&apos;s answers refer to (<code>#/components/schemas/…</code>). Fields
          are exact: every one listed is sent, <code>null</code> where a type allows it.
        </p>
        {Object.entries(doc.components.schemas)
          .filter(([name]) => !/^(Event\.|Integration)/.test(name))
          .map(([name, schema]) => (
            <details
              key={name}
              id={`schema-${name}`}
              className="mt-2 rounded-xl border border-sand-200 p-3 text-sm"
            >
              <summary className="cursor-pointer font-mono font-semibold">{name}</summary>
              <div className="mt-2 rounded bg-sand-50 p-3">
                <SchemaFields schema={schema} />
              </div>
            </details>
          ))}
      </section>
      <section id="terms" className="mt-12 max-w-3xl">
        <h2 className="text-2xl font-bold">Terms of use</h2>
        <p className="mt-2">
          The contract serves this website, the Rumah Loka app and the partners Rumah Loka admits; each gets
          its keys from Rumah Loka and may not pass them on. Writes are limited per client (a 429 answer says,
          in <code>Retry-After</code>, how many seconds to wait). Personal data received through it is handled
          under Indonesia&apos;s personal data protection law (UU PDP) and may be used only for the purpose it
          was given for.
        </p>
      </section>
    </>
  )
}
