import { Secret, TOTP } from 'otpauth'
import {
  type CollectionAfterOperationHook,
  type CollectionBeforeLoginHook,
  type Endpoint,
  type Field,
  type PayloadRequest,
} from 'payload'
import QRCode from 'qrcode'

import { publicError } from './public-error'
import { countFailure, forget, waitingFor } from '../security/rate-limit'
import { isAdminUser } from '../../collections/access'

/**
 * Two-step sign-in for staff (docs/security.md, "Staff accounts"): a time-based code (RFC 6238, 6 digits, 30
 * s, SHA-1, what every authenticator app reads) after the password. Optional per account; a staff member
 * turns it on from their account page (QR code + secret, confirmed with a first code), and from then on the
 * sign-in asks for a code. A code is accepted once (the last used time step is kept) and within one step of
 * the server's clock.
 */
export const totpFor = (secret: string, label = 'staff') =>
  new TOTP({
    issuer: 'Rumah Loka',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  })

/**
 * The time step a code belongs to, or null when it is wrong (one step of clock drift either way is accepted).
 */
export function checkCode(
  secret: string,
  code: unknown,
  lastStep: number | null | undefined,
  now = Date.now(),
): number | null {
  if (typeof code !== 'string' || !/^\d{6}$/.test(code.replace(/\s/g, ''))) return null
  const delta = totpFor(secret).validate({ token: code.replace(/\s/g, ''), window: 1, timestamp: now })
  if (delta === null) return null
  const step = Math.floor(now / 30_000) + delta
  return lastStep && step <= lastStep ? null : step
}

export const totpFields: Field[] = [
  // Written only by the endpoints below (access overridden); never sent to any client, administrators
  // included.
  {
    name: 'totp_secret',
    type: 'text',
    hidden: true,
    access: { read: () => false, create: () => false, update: () => false },
  },
  {
    name: 'totp_last_step',
    type: 'number',
    hidden: true,
    access: { read: () => false, create: () => false, update: () => false },
  },
  {
    name: 'totp_enabled',
    type: 'checkbox',
    defaultValue: false,
    label: 'Verifikasi dua langkah',
    access: { create: () => false, update: () => false },
    admin: {
      readOnly: true,
      position: 'sidebar',
      components: { Field: '/components/admin/TotpSetup#TotpSetup' },
    },
  },
]

const refuse = (message: string, status = 400) => publicError(message, status, { totp: true })

const totpLocked = (seconds: number) =>
  publicError(
    `Terlalu banyak kode autentikator yang salah untuk akun ini. Coba lagi dalam ${Math.max(1, Math.ceil(seconds / 60))} menit.`,
    429,
    { totpRequired: true, retryAfterSeconds: seconds },
  )

/**
 * checkCode, counted per account (`staffTotpAccount`, from whatever address; the sign-in's address throttle
 * counts them too): after 5 wrong codes in 15 minutes every code is refused for 15 minutes, at sign-in and
 * when turning the second step on or off, so neither a known password nor a stolen session can guess one.
 */
async function checkAccountCode(
  id: number,
  secret: string,
  code: unknown,
  lastStep: number | null | undefined,
): Promise<number | null> {
  const key = String(id)
  const wait = await waitingFor('staffTotpAccount', key)
  if (wait > 0) throw totpLocked(wait)
  const step = checkCode(secret, code, lastStep)
  if (step === null) await countFailure('staffTotpAccount', key)
  else await forget('staffTotpAccount', key)
  return step
}

/**
 * beforeLogin: an account with two-step sign-in needs a valid code (`totp` in the login body) next to its
 * password.
 */
export const requireTotp: CollectionBeforeLoginHook = async ({ req, user }) => {
  const account = user as {
    id: number
    totp_enabled?: boolean | null
    totp_secret?: string | null
    totp_last_step?: number | null
  }
  if (!account.totp_enabled || !account.totp_secret) return user
  // A password reset (Payload runs this hook for it too) carries the reset token: it gets no session
  // (noSessionFromResetWithTotp), so it needs no code.
  const body = req.data as { totp?: unknown; token?: unknown; email?: unknown } | undefined
  if (typeof body?.token === 'string' && body.email === undefined) return user
  const code = body?.totp
  if (code === undefined || code === '')
    throw publicError('Masukkan kode dari aplikasi autentikator.', 401, { totpRequired: true })
  const step = await checkAccountCode(account.id, account.totp_secret, code, account.totp_last_step)
  if (step === null)
    throw publicError('Kode autentikator salah atau sudah dipakai.', 401, { totpRequired: true })
  await req.payload.db.updateOne({
    collection: 'users',
    id: account.id,
    data: { totp_last_step: step },
    req,
    returning: false,
  })
  return user
}

/**
 * afterOperation: a password reset signs the account in (Payload answers with a session), but a reset link
 * proves only the mailbox. An account with two-step sign-in gets its new password and no session: it signs in
 * with the password and a code like any other time.
 */
export const noSessionFromResetWithTotp: CollectionAfterOperationHook = ({ operation, result }) => {
  if (operation !== 'resetPassword') return result
  const reset = result as { token?: string; user?: { totp_enabled?: boolean | null } }
  if (reset?.user?.totp_enabled) delete reset.token
  return result
}

type Account = {
  id: number
  email: string
  totp_enabled?: boolean | null
  totp_secret?: string | null
  totp_last_step?: number | null
}

async function ownAccount(req: PayloadRequest): Promise<Account> {
  if (!req.user || req.user.collection !== 'users') throw refuse('Masuk dulu sebagai staf.', 401)
  const found = await req.payload.db.findOne({
    collection: 'users',
    where: { id: { equals: req.user.id } },
    req,
  })
  return found as unknown as Account
}

const bodyOf = async (req: PayloadRequest): Promise<Record<string, unknown>> => {
  try {
    return (await req.json?.()) ?? {}
  } catch {
    return {}
  }
}

const save = (req: PayloadRequest, id: number, data: Record<string, unknown>) =>
  req.payload.db.updateOne({ collection: 'users', id, data, req, returning: false })

export const totpEndpoints: Endpoint[] = [
  {
    // A new secret for the signed-in account, not yet in force: shown as a QR code and as text.
    path: '/totp/setup',
    method: 'post',
    handler: async (req) => {
      const account = await ownAccount(req)
      if (account.totp_enabled)
        throw refuse('Verifikasi dua langkah sudah aktif. Nonaktifkan dulu untuk mengganti perangkat.')
      const secret = new Secret({ size: 20 }).base32
      await save(req, account.id, { totp_secret: secret, totp_last_step: null })
      const uri = totpFor(secret, account.email).toString()
      return Response.json(
        { secret, uri, qr: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) },
        { headers: { 'cache-control': 'no-store' } },
      )
    },
  },
  {
    // The first code from the app proves it holds the secret; from then on the sign-in asks for one.
    path: '/totp/enable',
    method: 'post',
    handler: async (req) => {
      const account = await ownAccount(req)
      if (!account.totp_secret) throw refuse('Mulai pengaturan dulu.')
      const step = await checkAccountCode(account.id, account.totp_secret, (await bodyOf(req)).code, null)
      if (step === null) throw refuse('Kode salah. Periksa jam ponsel dan coba kode berikutnya.')
      await save(req, account.id, { totp_enabled: true, totp_last_step: step })
      return Response.json({ enabled: true })
    },
  },
  {
    // Turning it off takes a current code too, so a session left open cannot remove the second step.
    path: '/totp/disable',
    method: 'post',
    handler: async (req) => {
      const account = await ownAccount(req)
      if (
        account.totp_enabled &&
        (!account.totp_secret ||
          (await checkAccountCode(
            account.id,
            account.totp_secret,
            (await bodyOf(req)).code,
            account.totp_last_step,
          )) === null)
      )
        throw refuse('Kode salah.')
      await save(req, account.id, { totp_enabled: false, totp_secret: null, totp_last_step: null })
      return Response.json({ enabled: false })
    },
  },
  {
    // An administrator turns it off for a colleague who lost their phone; the colleague sets it up again.
    path: '/:id/totp/reset',
    method: 'post',
    handler: async (req) => {
      if (!isAdminUser(req.user)) throw refuse('Hanya administrator.', 403)
      await save(req, Number(req.routeParams?.id), {
        totp_enabled: false,
        totp_secret: null,
        totp_last_step: null,
      })
      return Response.json({ enabled: false })
    },
  },
]
