import type { z } from 'zod'

/** Who may make a call beyond the website key and company code every call needs. */
export type CallAccess = 'public' | 'selfservice' | 'intranet'

/**
 * One call of the contract (spec §7), declared once: the route serves it, the OpenAPI
 * document describes it, and the same zod schemas validate the site's own forms.
 */
export type CallSpec<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  O extends z.ZodType = z.ZodType,
> = {
  method: 'GET' | 'POST'
  path: string
  summary: string
  tag: string
  query?: Q
  body?: B
  bodyType?: 'json' | 'multipart'
  access?: CallAccess
  /** Writes are rate-limited per client. */
  write?: boolean
  /**
   * The schema of `data` in a successful answer (strict objects, named with `.meta({ id })`): the OpenAPI
   * document's response schema, the type the service returns and the browser's client reads, and what every
   * integration test checks each answer against.
   */
  output: O
  /**
   * The call may answer 200 with is_ok false: a business refusal a shopper reads (full event, used voucher…).
   */
  refuses?: boolean
  /** When the call answers 404 (a slug or name that names nothing shown), for the OpenAPI document. */
  notFound?: string
}

export const defineCall = <
  P extends string,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  O extends z.ZodType = z.ZodType,
>(
  spec: CallSpec<Q, B, O> & { path: P },
) => spec

/** What a successful answer of a call holds in `data`, from its output schema. */
export type CallData<C> = C extends { output: infer O extends z.ZodType } ? z.output<O> : never
