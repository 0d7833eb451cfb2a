import { describe, expect, it } from 'vitest'

import { type Statement, commitTogether } from '@/server/data/group-commit'

/** A client that records each transaction and refuses any holding a statement named 'bad'. */
function fakeClient() {
  const transactions: string[][] = []
  return {
    transactions,
    async batch(statements: Statement[]) {
      if (statements.some((s) => s.sql === 'bad')) throw new Error('UNIQUE constraint failed')
      transactions.push(statements.map((s) => s.sql))
    },
  }
}
const write = (...names: string[]) => names.map((sql) => ({ sql, args: [] }))

describe('group commit', () => {
  it('writes what is ready at the same moment in one transaction, in order', async () => {
    const client = fakeClient()
    await Promise.all([
      commitTogether(client, write('a1', 'a2')),
      commitTogether(client, write('b1')),
      commitTogether(client, write('c1', 'c2')),
    ])
    expect(client.transactions).toEqual([['a1', 'a2', 'b1', 'c1', 'c2']])
    await commitTogether(client, write('d1'))
    expect(client.transactions).toEqual([['a1', 'a2', 'b1', 'c1', 'c2'], ['d1']])
  })

  it('when one is refused, writes each on its own: only that one fails', async () => {
    const client = fakeClient()
    const results = await Promise.allSettled([
      commitTogether(client, write('a1')),
      commitTogether(client, write('bad')),
      commitTogether(client, write('c1')),
    ])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(client.transactions).toEqual([['a1'], ['c1']])
  })
})
