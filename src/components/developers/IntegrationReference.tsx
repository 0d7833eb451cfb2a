import { CallHeading } from './CallHeading'
import { ExampleAnswers } from './ExampleAnswers'
import { SchemaFields } from './SchemaFields'
import type { SchemaNode } from '@/lib/json-schema-type'
import type { integrationOpenApi } from '@/server/integration/openapi'
import { ResponseCodes } from './ResponseCodes'

type Doc = ReturnType<typeof integrationOpenApi>
type Op = {
  summary: string
  'x-scope': string
  parameters?: { name: string; in: string; description?: string }[]
  requestBody?: { content: Record<string, { schema: SchemaNode; example: unknown }> }
  responses: Record<string, { description: string; content?: Record<string, { example?: unknown }> }>
}
type Hook = {
  post: {
    summary: string
    requestBody: { content: { 'application/json': { example: unknown } } }
  }
}

const verifyCode = `import { createHmac, timingSafeEqual } from 'node:crypto'

// rawBody: the request's bytes as received (before any JSON parsing).
export function verify(secret, header, rawBody, now = Date.now()) {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2)))
  const t = Number(parts.t)
  if (!Number.isInteger(t) || Math.abs(now / 1000 - t) > 300) return false // replays
  const expected = Buffer.from(createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest('hex'))
  const given = Buffer.from(parts.v1 ?? '')
  return expected.length === given.length && timingSafeEqual(expected, given)
}`

const Code = ({ children }: { children: string }) => (
  // A scrolling block takes focus so a keyboard can scroll it (axe: scrollable-region-focusable).
  <pre
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    tabIndex={0}
    className="mt-1 max-h-96 overflow-auto rounded bg-ink p-3 text-xs leading-relaxed text-sand-50"
  >
    <code>{children}</code>
  </pre>
)

/**
 * The integration API's section of /developers (issue 39), rendered from its part of the OpenAPI document:
 * each call with its scope, body, an example request and answer, and its errors; then the webhooks, how to
 * verify their signature, and each event's body.
 */
export function IntegrationReference({ doc }: { doc: Doc }) {
  const calls = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops as Record<string, Op>).map(([method, op]) => ({ path, method, op })),
  )
  return (
    <section id="integration-api" className="mt-12">
      <h2 className="text-2xl font-bold">Integration API</h2>
      <div className="mt-2 max-w-3xl space-y-2">
        <p>
          For the retailer&apos;s own systems (POS, ERP, CRM, service desk). Each system gets an integration
          in /admin with its own key and scopes; send the key as <code>Authorization: Bearer rlk_…</code>.
          Batches hold up to 1,000 rows, each answered <code>created</code>, <code>updated</code>,{' '}
          <code>unchanged</code> or <code>refused</code> with a reason naming the field; the same batch again
          changes nothing, and an <code>Idempotency-Key</code> replays the first answer. Errors are{' '}
          <code>{'{ "error": { "code", "message" } }'}</code>; answers are never cached.
        </p>
        <p className="text-sm text-muted">{doc.securitySchemes.integrationKey.description}</p>
      </div>
      {calls.map(({ path, method, op }) => {
        const body = op.requestBody?.content['application/json']
        const csv = op.requestBody?.content['text/csv']
        // The success answer: 200, or 201 for a call that opens something.
        const [okStatus, ok] = Object.entries(op.responses).find(([code]) => code.startsWith('2')) ?? []
        const answer = ok?.content?.['application/json']?.example
        const rows = (body?.schema.properties?.rows as SchemaNode | undefined)?.items as
          SchemaNode | undefined
        return (
          <article key={`${method} ${path}`} className="mt-4 rounded-xl border border-sand-200 p-4">
            <CallHeading method={method} path={path} />
            <p className="mt-1">{op.summary}</p>
            <p className="mt-2 text-sm">
              <span className="font-semibold">Scope: </span>
              <code>{op['x-scope']}</code>
            </p>
            {op.parameters?.length ? (
              <ul className="mt-2 text-sm">
                {op.parameters.map((p) => (
                  <li key={p.name}>
                    <code>{p.name}</code> ({p.in}){p.description ? `: ${p.description}` : ''}
                  </li>
                ))}
              </ul>
            ) : null}
            {rows && (
              <details className="mt-2 text-sm">
                <summary className="cursor-pointer font-semibold">Row fields</summary>
                <div className="mt-2 rounded bg-sand-50 p-3">
                  <SchemaFields schema={rows} />
                </div>
              </details>
            )}
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer font-semibold">Example</summary>
              {body && (
                <ExampleAnswers examples={{ request: { summary: 'Request body', value: body.example } }} />
              )}
              {csv && (
                <figure className="mt-3">
                  <figcaption className="text-xs font-semibold text-muted">
                    Or a CSV file (text/csv)
                  </figcaption>
                  <Code>{String(csv.example)}</Code>
                </figure>
              )}
              <ExampleAnswers examples={{ answer: { summary: `Answer (${okStatus})`, value: answer } }} />
            </details>
            <ResponseCodes responses={op.responses} />
          </article>
        )
      })}

      <h3 id="webhooks" className="mt-10 text-xl font-bold">
        Webhooks
      </h3>
      <div className="mt-2 max-w-3xl space-y-2">
        <p>
          An administrator subscribes an HTTPS endpoint to event types in /admin. Each event is stored before
          it is sent, POSTed as JSON, retried with a growing pause until the endpoint answers 2xx within 10 s,
          and kept in order per record; /admin shows every delivery and can resend one. Events have an{' '}
          <code>id</code> (the same on every retry: deduplicate by it). Systems that cannot receive read the
          same events from <code>GET /integration/v1/events</code>.
        </p>
        <p>
          Verify the <code>X-RumahLoka-Signature</code> header (
          <code>t=&lt;unix seconds&gt;,v1=&lt;hex&gt;</code>
          ): HMAC-SHA256 with the endpoint&apos;s secret over the timestamp, a dot and the raw body.
        </p>
        <Code>{verifyCode}</Code>
      </div>
      {Object.entries(doc.webhooks as Record<string, Hook>).map(([type, hook]) => (
        <article key={type} id={`event-${type}`} className="mt-4 rounded-xl border border-sand-200 p-4">
          <h4 className="font-mono text-sm font-bold">{type}</h4>
          <p className="mt-1">{hook.post.summary}</p>
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer font-semibold">data</summary>
            <div className="mt-2 rounded bg-sand-50 p-3">
              <SchemaFields
                schema={
                  (
                    doc.schemas[`Event.${type}` as keyof typeof doc.schemas] as {
                      properties: { data: SchemaNode }
                    }
                  ).properties.data
                }
              />
            </div>
          </details>
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer font-semibold">Example body</summary>
            <ExampleAnswers
              examples={{
                body: {
                  summary: 'POST body',
                  value: hook.post.requestBody.content['application/json'].example,
                },
              }}
            />
          </details>
        </article>
      ))}
    </section>
  )
}
