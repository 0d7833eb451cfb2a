import type { ContractData } from '../calls'

/** One answer a call may give, as an app developer reads it on /developers and in the OpenAPI document. */
export type AnswerExample<D> = { summary: string; message?: string; data: D }

/**
 * A call's example answers (at least one success) and, for a call that refuses with a 200, one refusal
 * message a shopper would read. Typed by the call's output schema, and parsed with it in the unit tests.
 */
export type CallExamples<D> = { answers: AnswerExample<D>[]; refusal?: string }

/** Every call's examples, by path. */
export type ContractExamples = { [P in keyof ContractData]: CallExamples<ContractData[P]> }
