import { randomInt, timingSafeEqual } from 'node:crypto'

import { headers } from 'next/headers'
import type { Payload } from 'payload'
import { z } from 'zod'

import { codeHash, codeMatches } from './code-hash'
import { readToken, signToken } from './signing'
import { maskEmail } from './mask'
import { verificationCodeMail, type VerificationPurpose } from '../mail/messages'
import { type MailMessage, mailQueued, queueMail } from '../mail/outbox'
import { crashPoint } from '../crash-point'
import { settleBeforeRepair } from '../data/settle'
import { getPayloadClient } from '../payload'
import { findOne } from '../data/find'
import { clientAddress } from '../security/client-address'
import { consume, giveBack } from '../security/rate-limit'
import { mailboxKey } from '@/lib/mailbox'
import type { EmailVerification } from '@/payload-types'

/**
 * Proof that a person controls an e-mail address (trust model): a 6-digit code sent to it, kept
 * only as a keyed hash, valid 15 minutes, 5 tries; resending waits a minute and stops after 5
 * sends, then the address waits until the code expires. A right code gives a signed proof
 * (30 minutes) that the call needing it checks for purpose and subject.
 */
export const codeRules = { minutes: 15, maxAttempts: 5, resendSeconds: 60, maxSends: 5, proofMinutes: 30 }

const challengeAudience = 'rumahloka-verify-challenge'
const proofAudience = 'rumahloka-verified'

/**
 * A code sent: the challenge to send back with it, where it went (masked), until when, and when another may
 * be asked for.
 */
export const challengeSchema = z
  .strictObject({
    challenge: z.string().describe('Send back with the code'),
    sent_to: z.string().describe('The address, masked'),
    expires_at: z.string(),
    resend_after: z.number().int().describe('Seconds until another code may be sent'),
  })
  .meta({ id: 'VerificationSent' })
export type Challenge = z.output<typeof challengeSchema>
export type StartResult = { ok: true; data: Challenge } | { ok: false; message: string; retryAfter: number }

const minutesLeft = (until: string, now: Date) =>
  Math.max(1, Math.ceil((new Date(until).getTime() - now.getTime()) / 60_000))

async function openRecord(
  email: string,
  purpose: VerificationPurpose,
  ref: string,
  now: Date,
): Promise<EmailVerification | null> {
  return findOne(
    'email-verifications',
    {
      and: [
        { email: { equals: email } },
        { purpose: { equals: purpose } },
        { ref: { equals: ref } },
        { expires_at: { greater_than: now.toISOString() } },
        { verified_at: { exists: false } },
      ],
    },
    { sort: '-createdAt' },
  )
}

/** The challenge of a record: a signed token naming it, valid as long as its code. */
export const challengeFor = async (record: Pick<EmailVerification, 'id' | 'expires_at'>, now: Date) =>
  signToken(
    challengeAudience,
    { vid: record.id },
    Math.max(1, Math.floor((new Date(record.expires_at).getTime() - now.getTime()) / 1000)),
    now,
  )

/** The client of the request being served (a call or a server action); 'local' outside a request. */
async function requestClient(): Promise<string> {
  try {
    return clientAddress(await headers())
  } catch {
    return 'local'
  }
}

/**
 * Every code sent spends one of the mailbox's budget (`verificationMailbox`), whatever the purpose, record or
 * client: plus-tags and Gmail's dots reach one inbox, so they share it. One client may spend only part of it
 * (`verificationMailboxClient`), so no single client can block someone's codes for the hour.
 */
export async function mailboxLimited(email: string): Promise<StartResult | null> {
  const mailbox = mailboxKey(email)
  const wait =
    (await consume('verificationMailboxClient', `${mailbox}|${await requestClient()}`)) ||
    (await consume('verificationMailbox', mailbox))
  if (!wait) return null
  const minutes = Math.max(1, Math.ceil(wait / 60))
  return {
    ok: false,
    message: `Terlalu banyak permintaan kode untuk alamat ini. Coba lagi dalam ${minutes} menit.`,
    retryAfter: wait,
  }
}

/** Returns what mailboxLimited() spent, for a request that then sent no code after all. */
export async function giveMailboxBack(email: string): Promise<void> {
  const mailbox = mailboxKey(email)
  await giveBack('verificationMailboxClient', `${mailbox}|${await requestClient()}`)
  await giveBack('verificationMailbox', mailbox)
}

/**
 * A first code for `email`: the code and the record's fields (its hash, expiry and counters), for
 * startVerification() and for a caller that writes the record itself (src/server/newsletter/new-sign-up.ts).
 */
export function newCode(email: string, purpose: VerificationPurpose, now: Date, minutes = codeRules.minutes) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const expires_at = new Date(now.getTime() + minutes * 60_000).toISOString()
  const record = {
    email,
    purpose,
    code_hash: codeHash(code),
    expires_at,
    attempts: 0,
    send_count: 1,
    last_sent_at: now.toISOString(),
  }
  return { code, record }
}

/** Whether a record's code is still not in the Outbox once a request that may be sending it had time to. */
async function stillUnsent(payload: Payload, record: EmailVerification): Promise<boolean> {
  await settleBeforeRepair()
  return !(await mailQueued(payload, verificationMailKey(record)))
}

/**
 * The Outbox's key for the message of a record's `send_count`th code (queueMail's `once`). The record's
 * creation time is part of it: SQLite gives a deleted record's id to the next one.
 */
export const verificationMailKey = (record: Pick<EmailVerification, 'id' | 'createdAt' | 'send_count'>) =>
  `verification:${verificationRecordKey(record)}:${record.send_count ?? 1}`

/** What a started verification answers: the challenge, where the code went and when it may be sent again. */
export const startedAnswer = (challenge: string, email: string, expires_at: string): Challenge => ({
  challenge,
  sent_to: maskEmail(email),
  expires_at,
  resend_after: codeRules.resendSeconds,
})

/**
 * Sends a code to `email` for `purpose` about `ref` (what it unlocks). `link` builds an optional
 * one-click address from the challenge and code (the newsletter's confirmation link); `mail` words the
 * message itself (kind 'verification-code', the subject ending in the code, so the Outbox blanks it once
 * sent).
 */
export async function startVerification(
  email: string,
  purpose: VerificationPurpose,
  ref: string,
  options: {
    now?: Date
    link?: (challenge: string, code: string) => string
    minutes?: number
    resend?: boolean
    mail?: (code: string, link: string | undefined, minutes: number) => MailMessage
  } = {},
): Promise<StartResult> {
  const now = options.now ?? new Date()
  const minutes = options.minutes ?? codeRules.minutes
  const payload = await getPayloadClient()
  const { code, record: fresh } = newCode(email, purpose, now, minutes)
  const { expires_at } = fresh
  let record = await openRecord(email, purpose, ref, now)
  /** The open record with this request's code; `send_count` names its mail (verificationMailKey). */
  const renew = (open: EmailVerification, send_count = open.send_count ?? 1) =>
    payload.update({
      collection: 'email-verifications',
      id: open.id,
      overrideAccess: true,
      data: { code_hash: codeHash(code), expires_at, last_sent_at: now.toISOString(), send_count },
    })
  // A record whose message never reached the Outbox (the process died between the two writes) is finished
  // here: a fresh code goes out at once, whatever `resend` says, since the address holds none of it.
  if (
    record &&
    !(await mailQueued(payload, verificationMailKey(record))) &&
    (await stillUnsent(payload, record))
  ) {
    const limited = await mailboxLimited(email)
    if (limited) return limited
    record = await renew(record)
  } else if (record) {
    const wait = Math.ceil(
      (new Date(record.last_sent_at).getTime() + codeRules.resendSeconds * 1000 - now.getTime()) / 1000,
    )
    const locked =
      (record.attempts ?? 0) >= codeRules.maxAttempts || (record.send_count ?? 1) >= codeRules.maxSends
    if (locked)
      return {
        ok: false,
        message: `Terlalu banyak permintaan kode untuk alamat ini. Coba lagi dalam ${minutesLeft(record.expires_at, now)} menit.`,
        retryAfter: minutesLeft(record.expires_at, now) * 60,
      }
    // resend: false keeps an open code as it is (a link in the owner's mailbox stays good whoever asks
    // again).
    if (wait > 0 || options.resend === false)
      return {
        ok: true,
        data: {
          challenge: await challengeFor(record, now),
          sent_to: maskEmail(email),
          expires_at: record.expires_at,
          resend_after: wait,
        },
      }
    const limited = await mailboxLimited(email)
    if (limited) return limited
    record = await renew(record, (record.send_count ?? 1) + 1)
  } else {
    const limited = await mailboxLimited(email)
    if (limited) return limited
    record = await payload.create({
      collection: 'email-verifications',
      overrideAccess: true,
      depth: 0,
      data: { ...fresh, ref },
    })
  }
  crashPoint(`verification.${purpose}.before-mail`)
  const challenge = await challengeFor(record, now)
  const link = options.link?.(challenge, code)
  await queueMail(
    payload,
    options.mail?.(code, link, minutes) ?? verificationCodeMail(email, code, purpose, minutes, link),
    { now, once: verificationMailKey(record) },
  )
  return { ok: true, data: startedAnswer(challenge, email, expires_at) }
}

export type CheckResult =
  | { ok: true; record: EmailVerification; proof: string; proofExpiresAt: string }
  | { ok: false; message: string }

const wrongOrExpired = 'Kode verifikasi salah atau sudah kedaluwarsa. Minta kode baru.'

/** The record a signed challenge or proof names by id; null when it is gone (used, or swept). */
async function recordNamedBy(id: number): Promise<EmailVerification | null> {
  const payload = await getPayloadClient()
  return payload.findByID({
    collection: 'email-verifications',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
}

/**
 * The code's record, named by the challenge the send step gave. Only the challenge opens it: looking a code
 * up by address would tell outsiders which addresses have one open and let them spend the owner's tries.
 */
async function findRecord(challenge: string, now: Date): Promise<EmailVerification | null> {
  const read = await readToken(challengeAudience, challenge, now)
  if (!read.ok || typeof read.claims.vid !== 'number') return null
  return recordNamedBy(read.claims.vid)
}

const sameBytes = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

export async function checkVerificationCode(
  input: { challenge: string; email?: string; code: string },
  now = new Date(),
): Promise<CheckResult> {
  const record = await findRecord(input.challenge, now)
  if (!record) return { ok: false, message: wrongOrExpired }
  const payload = await getPayloadClient()
  // A code already used gives a fresh proof only within the proof's own lifetime, and only with the right
  // code.
  const usable = record.verified_at
    ? new Date(record.verified_at).getTime() + codeRules.proofMinutes * 60_000 > now.getTime()
    : new Date(record.expires_at) > now
  if (!usable) return { ok: false, message: wrongOrExpired }
  const attempts = record.attempts ?? 0
  if (attempts >= codeRules.maxAttempts)
    return {
      ok: false,
      message: `Terlalu banyak percobaan. Minta kode baru dalam ${minutesLeft(record.expires_at, now)} menit.`,
    }
  // The code and the address (when the caller names one) are checked together and fail alike, as one
  // attempt: a wrong address must not tell a guesser that it is not the masked owner's.
  const rightCode = codeMatches(record, input.code)
  const rightAddress = !input.email || sameBytes(record.email, input.email)
  if (!rightCode || !rightAddress) {
    await payload.update({
      collection: 'email-verifications',
      id: record.id,
      overrideAccess: true,
      data: { attempts: attempts + 1 },
    })
    const left = codeRules.maxAttempts - attempts - 1
    return {
      ok: false,
      message:
        left > 0
          ? `Kode verifikasi salah. Sisa ${left} kali percobaan.`
          : `Kode verifikasi salah. Minta kode baru dalam ${minutesLeft(record.expires_at, now)} menit.`,
    }
  }
  if (!record.verified_at)
    await payload.update({
      collection: 'email-verifications',
      id: record.id,
      overrideAccess: true,
      data: { verified_at: now.toISOString() },
    })
  const verified = { ...record, verified_at: record.verified_at ?? now.toISOString() }
  const proofExpiresAt = new Date(new Date(verified.verified_at).getTime() + codeRules.proofMinutes * 60_000)
  const proof = await signToken(
    proofAudience,
    { vid: record.id, purpose: record.purpose, email: record.email, ref: record.ref ?? '' },
    Math.max(1, Math.floor((proofExpiresAt.getTime() - now.getTime()) / 1000)),
    now,
  )
  return { ok: true, record: verified, proof, proofExpiresAt: proofExpiresAt.toISOString() }
}

/**
 * The verified address and reference a proof stands for, when it is valid and made for this purpose.
 * `consume` makes it single-use (the record is deleted): for acts that must not repeat on one proof.
 */
export async function readVerificationProof(
  proof: string | undefined,
  purpose: VerificationPurpose,
  now = new Date(),
  consume = false,
): Promise<{ email: string; ref: string; record: string } | null> {
  if (!proof) return null
  const read = await readToken(proofAudience, proof, now)
  if (!read.ok || read.claims.purpose !== purpose || typeof read.claims.vid !== 'number') return null
  const record = await recordNamedBy(read.claims.vid)
  // The proof names the address and subject it was made for: a record changed since (by anyone) proves
  // nothing.
  if (
    !record?.verified_at ||
    record.purpose !== purpose ||
    record.email !== read.claims.email ||
    (record.ref ?? '') !== read.claims.ref
  )
    return null
  if (consume) {
    // Deleting by id succeeds once: of two requests with one proof, only the one that deletes goes on.
    const payload = await getPayloadClient()
    const { docs } = await payload.delete({
      collection: 'email-verifications',
      where: { id: { equals: record.id } },
      overrideAccess: true,
    })
    if (!docs.length) return null
  }
  return { email: record.email, ref: record.ref ?? '', record: verificationRecordKey(record) }
}

/**
 * A key that names one verification record for good: its id with its creation time, since SQLite gives a
 * deleted record's id to the next one (what a spent proof names must never name a later record).
 */
export const verificationRecordKey = (record: Pick<EmailVerification, 'id' | 'createdAt'>) =>
  `${record.id}:${new Date(record.createdAt).toISOString()}`

export const needsVerificationMessage =
  'Verifikasi email diperlukan. Masukkan kode yang kami kirim ke email Anda.'
