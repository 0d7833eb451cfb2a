import { sql } from '@payloadcms/db-sqlite/drizzle'

import { drizzleOf, tableOf } from '../data/drizzle'
import { commitTogether } from '../data/group-commit'
import { type MailMessage, outboxRow, startDelivery } from '../mail/outbox'
import { getPayloadClient } from '../payload'
import { challengeFor, newCode, startedAnswer, verificationMailKey } from '../trust/verification'
import type { Challenge } from '../trust/verification'

/**
 * A sign-up of an address the site has never seen, written as one transaction of three plain inserts
 * beside Payload's Local API (issue 40): the subscriber, its verification record and its confirmation mail.
 * Payload's create runs hooks, validation and a read-back of each row, which was most of a sign-up's cost;
 * these rows need none of it (the address is validated by the call, the collections' hooks do nothing for a
 * pending subscriber, the rows are only read later). Everything else (an address already there, resends)
 * goes through Payload as before.
 */

export type NewSignUp = {
  email: string
  source: string
  purpose: 'newsletter'
  minutes: number
  now: Date
  /** The confirmation mail, from the challenge and code. */
  mail: (challenge: string, code: string) => MailMessage
}

/** Written: the challenge the caller may answer with; 'exists' when the address is already a subscriber. */
export async function writeNewSignUp(input: NewSignUp): Promise<Challenge | 'exists'> {
  const payload = await getPayloadClient()
  const adapter = drizzleOf(payload)
  const [subscribers, verifications, outbox] = [
    tableOf(adapter, 'newsletter_subscribers'),
    tableOf(adapter, 'email_verifications'),
    tableOf(adapter, 'outbox'),
  ]
  const stamp = input.now.toISOString()
  const stamps = { createdAt: stamp, updatedAt: stamp }
  const subscriber = { email: input.email, source: input.source, status: 'pending', ...stamps }
  const { code, record } = newCode(input.email, input.purpose, input.now, input.minutes)
  /** The mail row and the answer, once the verification record's id is known. */
  const finish = async (id: number) => {
    const challenge = await challengeFor({ id, expires_at: record.expires_at }, input.now)
    const row = {
      ...outboxRow(input.mail(challenge, code), input.now),
      once_key: verificationMailKey({ id, createdAt: stamp, send_count: 1 }),
      ...stamps,
    }
    return { row, answer: startedAnswer(challenge, input.email, record.expires_at) }
  }

  if (adapter.name === 'postgres') {
    try {
      const answer = await adapter.drizzle.transaction(async (tx) => {
        const [added] = await tx.insert(subscribers).values(subscriber).returning({ id: subscribers.id })
        const [verification] = await tx
          .insert(verifications)
          .values({ ...record, ref: String(added!.id), ...stamps })
          .returning({ id: verifications.id })
        const { row, answer } = await finish(Number(verification!.id))
        await tx.insert(outbox).values(row).returning({ id: outbox.id })
        return answer
      })
      startDelivery(payload)
      return answer
    } catch (error) {
      if (uniqueEmail(error)) return 'exists'
      throw error
    }
  }

  // SQLite: one batch runs BEGIN … COMMIT in a single synchronous call on the shared connection, so no other
  // request's statement lands inside it and no lock is held while the thread does anything else; sign-ups
  // ready at the same moment share one (commitTogether). The challenge names the verification record, so its
  // id is chosen first: the next one, as SQLite would, read once and then counted here; a row added through
  // Payload meanwhile makes the batch fail on that id, and it is read again and tried again.
  for (let attempt = 0; attempt < 5; attempt++) {
    if (nextVerificationId === undefined) {
      const [last] = await adapter.drizzle
        .select({ id: sql`coalesce(max(${verifications.id}), 0)` })
        .from(verifications)
      nextVerificationId = Number(last!.id) + 1
    }
    const id = nextVerificationId++
    const { row, answer } = await finish(id)
    const statements = [
      adapter.drizzle.insert(subscribers).values(subscriber).toSQL(),
      adapter.drizzle
        .insert(verifications)
        .values({ ...record, id, ref: sql`cast(last_insert_rowid() as text)`, ...stamps })
        .toSQL(),
      adapter.drizzle.insert(outbox).values(row).toSQL(),
    ].map((built) => ({ sql: built.sql, args: built.params }))
    try {
      await commitTogether(adapter.client!, statements)
      startDelivery(payload)
      return answer
    } catch (error) {
      if (uniqueEmail(error)) return 'exists'
      if (!/UNIQUE constraint failed: email_verifications\.id/.test(messageOf(error))) throw error
      nextVerificationId = undefined
    }
  }
  throw new Error('Could not choose an id for the verification record after 5 attempts')
}

/** The id the next verification record written here gets (SQLite), once read. */
let nextVerificationId: number | undefined

const messageOf = (error: unknown): string =>
  error instanceof Error ? `${error.message} ${messageOf(error.cause)}` : String(error ?? '')

/** The unique index on a subscriber's address refused the row (SQLite's message, or PostgreSQL's code). */
function uniqueEmail(error: unknown): boolean {
  if (/UNIQUE constraint failed: newsletter_subscribers\.email/.test(messageOf(error))) return true
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string; table?: string }
    if (pg.code === '23505' && (pg.table === 'newsletter_subscribers' || /email/.test(pg.constraint ?? '')))
      return true
  }
  return false
}
