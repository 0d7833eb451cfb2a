import { catalogExamples } from './catalog'
import { contentExamples } from './content'
import { eventExamples } from './events'
import { formExamples } from './forms'
import { storeExamples } from './stores'
import type { ContractExamples } from './types'

export type { AnswerExample, CallExamples, ContractExamples } from './types'

/** An example answer of every call (tsc fails on a missing one), for the OpenAPI document and /developers. */
export const contractExamples: ContractExamples = {
  ...catalogExamples,
  ...contentExamples,
  ...eventExamples,
  ...storeExamples,
  ...formExamples,
}
