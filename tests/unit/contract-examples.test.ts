import { describe, expect, it } from 'vitest'

import { contractCalls } from '@/server/contract/calls'
import { contractExamples } from '@/server/contract/examples'

describe('contract examples', () => {
  it.each(contractCalls.map((call) => [call.path, call] as const))(
    '%s: every example answer is what its output schema allows',
    (path, call) => {
      const { answers, refusal } = contractExamples[path as keyof typeof contractExamples]
      expect(answers.length).toBeGreaterThan(0)
      for (const answer of answers) {
        const parsed = call.output.safeParse(answer.data)
        expect(parsed.error?.issues ?? [], answer.summary).toEqual([])
        expect(answer.summary.length).toBeGreaterThan(2)
      }
      // A refusal example exactly where the call declares it may refuse with a 200.
      expect(Boolean(refusal), 'refusal example iff refuses').toBe(Boolean(call.refuses))
    },
  )

  it('names no call the contract does not have', () => {
    expect(Object.keys(contractExamples).sort()).toEqual(contractCalls.map((call) => call.path).sort())
  })

  it('fails an answer with a field the schema does not declare', () => {
    const call = contractCalls.find((c) => c.path === '/api/contact-us/add')!
    expect(
      call.output.safeParse({ ...contractExamples['/api/contact-us/add'].answers[0]!.data, extra: 1 })
        .success,
    ).toBe(false)
  })
})
